/**
 * The demo portal's only state: whether this tab has "signed in". It lives in sessionStorage, so it ends with
 * the tab, and it is a flag, never the email or the password (nothing the visitor types is stored or sent).
 */
export const PORTAL_SESSION_KEY = "vedha:client-portal:demo-signed-in";

const SIGNED_IN = "1";

/** Storage can be switched off or full (private modes); the demo then simply forgets on reload. */
function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readDemoSession(): boolean {
  try {
    return storage()?.getItem(PORTAL_SESSION_KEY) === SIGNED_IN;
  } catch {
    return false;
  }
}

export function startDemoSession(): void {
  try {
    storage()?.setItem(PORTAL_SESSION_KEY, SIGNED_IN);
  } catch {
    // Not remembered across reloads; the dashboard still opens.
  }
}

export function endDemoSession(): void {
  try {
    storage()?.removeItem(PORTAL_SESSION_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
