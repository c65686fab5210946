/**
 * Who is signed in, for every staff page. One state, held by <StaffSessionProvider> above all of the inbox's views:
 * enrolment, the sign-in and every view read and change the same one, so a person signed in either way stays signed
 * in from link to link. The first view behind <StaffSession> asks the function (the cookie is HttpOnly, so only the
 * server knows) unless someone has just signed in; it shows the sign-in when nobody is, and again the moment any call
 * finds the session over.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { SWRConfig } from "swr";
import { staffApi, type Me } from "../../lib/staff-api";
import SignIn from "./sign-in";
import { StaffApiError, staffFetch } from "./staff-client";

type Session = {
  readonly me: Me;
  /** A staff call: a 401 on the way signs the page out (and shows the sign-in). */
  readonly call: <T>(url: string, body?: unknown) => Promise<T>;
  /** Ends this session, or `everywhere` all of the person's (which may fail, and then says so). */
  readonly signOut: (everywhere?: boolean) => Promise<void>;
};

type State =
  | { readonly kind: "unknown" }
  | { readonly kind: "checking" }
  | { readonly kind: "signed-out"; readonly ended: boolean }
  | { readonly kind: "signed-in"; readonly me: Me };

type Shared = {
  readonly state: State;
  /** Asks the function who the cookie belongs to. */
  readonly check: () => void;
  /** A session the function has just started (enrolment, sign-in): no need to ask again. */
  readonly signedIn: (me: Me) => void;
  readonly call: Session["call"];
  readonly signOut: Session["signOut"];
};

const SharedContext = createContext<Shared | null>(null);
const SessionContext = createContext<Session | null>(null);

function useShared(): Shared {
  const shared = useContext(SharedContext);
  if (!shared) throw new Error("A staff view is used outside <StaffSessionProvider>");
  return shared;
}

/** The signed-in person and their calls, inside <StaffSession>. */
export function useStaff(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useStaff is used outside <StaffSession>");
  return session;
}

/** For a view outside <StaffSession> that starts a session itself (enrolment): hands the person to every view. */
export function useSignedIn(): (me: Me) => void {
  return useShared().signedIn;
}

/** The one session state of the inbox: around every view, enrolment included. */
export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ kind: "unknown" });

  const check = useCallback(() => {
    setState({ kind: "checking" });
    // An answer that arrives after someone signed in or out meanwhile is stale: theirs stands.
    const settle = (next: State) => setState((current) => (current.kind === "checking" ? next : current));
    staffFetch<Me>(staffApi.me)
      .then((me) => settle({ kind: "signed-in", me }))
      .catch(() => settle({ kind: "signed-out", ended: false }));
  }, []);

  const signedIn = useCallback((me: Me) => setState({ kind: "signed-in", me }), []);

  const call = useCallback(async <T,>(url: string, body?: unknown) => {
    try {
      return await staffFetch<T>(url, body);
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 401) setState({ kind: "signed-out", ended: true });
      throw error;
    }
  }, []);

  const signOut = useCallback(async (everywhere = false) => {
    // This session ends on the page whatever the answer; the others only if the function ended them.
    if (everywhere) await staffFetch(staffApi.signOutEverywhere, {});
    else await staffFetch(staffApi.signOut, {}).catch(() => {});
    setState({ kind: "signed-out", ended: false });
  }, []);

  const shared = useMemo(() => ({ state, check, signedIn, call, signOut }), [state, check, signedIn, call, signOut]);
  return <SharedContext.Provider value={shared}>{children}</SharedContext.Provider>;
}

/** Renders `children` for a signed-in person; the sign-in otherwise. */
export default function StaffSession({ children }: { children: ReactNode }) {
  const { state, check, signedIn, call, signOut } = useShared();

  useEffect(() => {
    if (state.kind === "unknown") check();
  }, [state.kind, check]);

  const session = useMemo(
    () => (state.kind === "signed-in" ? { me: state.me, call, signOut } : null),
    [state, call, signOut],
  );
  // The views' reads (./staff-data.ts): through the session's call; kept for this session only (a sign-out unmounts
  // the cache with the views); asked again whenever a view opens (what it kept shows meanwhile), so the team sees what
  // is there now and a person removed is refused at once, but not on every return to the tab, since each read of a
  // lead or the list is audited; said once when they fail: the person asks again.
  const reads = useMemo(
    () => ({
      fetcher: call,
      provider: () => new Map(),
      dedupingInterval: 0,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    }),
    [call],
  );

  if (state.kind === "unknown" || state.kind === "checking") return <p role="status">Checking your session…</p>;
  if (!session) {
    return <SignIn ended={state.kind === "signed-out" && state.ended} onSignedIn={signedIn} />;
  }
  return (
    <SessionContext.Provider value={session}>
      <SWRConfig value={reads}>{children}</SWRConfig>
    </SessionContext.Provider>
  );
}
