/**
 * Who is signed in, for every staff page: asks the function on arrival (the cookie is HttpOnly, so only the server
 * knows), shows the sign-in when nobody is, and again the moment any call finds the session over.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { staffApi, type Me } from "../../lib/staff-api";
import SignIn from "./sign-in";
import { StaffApiError, staffFetch } from "./staff-client";

type Session = {
  readonly me: Me;
  /** A staff call: a 401 on the way signs the page out (and shows the sign-in). */
  readonly call: <T>(url: string, body?: unknown) => Promise<T>;
  readonly signOut: () => Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

/** The signed-in person and their calls, inside <StaffSession>. */
export function useStaff(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useStaff is used outside <StaffSession>");
  return session;
}

type State =
  | { readonly kind: "checking" }
  | { readonly kind: "signed-out"; readonly ended: boolean }
  | { readonly kind: "signed-in"; readonly me: Me };

/** Renders `children` for a signed-in person; the sign-in otherwise. */
export default function StaffSession({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ kind: "checking" });

  useEffect(() => {
    staffFetch<Me>(staffApi.me)
      .then((me) => setState({ kind: "signed-in", me }))
      .catch(() => setState({ kind: "signed-out", ended: false }));
  }, []);

  const call = useCallback(async <T,>(url: string, body?: unknown) => {
    try {
      return await staffFetch<T>(url, body);
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 401) setState({ kind: "signed-out", ended: true });
      throw error;
    }
  }, []);

  const signOut = useCallback(async () => {
    await staffFetch(staffApi.signOut, {}).catch(() => {});
    setState({ kind: "signed-out", ended: false });
  }, []);

  const session = useMemo(
    () => (state.kind === "signed-in" ? { me: state.me, call, signOut } : null),
    [state, call, signOut],
  );

  if (state.kind === "checking") return <p role="status">Checking your session…</p>;
  if (!session) {
    return (
      <SignIn
        ended={state.kind === "signed-out" && state.ended}
        onSignedIn={(me) => setState({ kind: "signed-in", me })}
      />
    );
  }
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
