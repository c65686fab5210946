import { useEffect, useRef, useState } from "react";
import PortalLogin from "./portal-login";
import PortalDashboard from "./portal-dashboard";
import { endDemoSession, readDemoSession, startDemoSession } from "./portal-session";

/**
 * The portal's two views. The static HTML is the login view; once React runs, a signed-in flag left in this
 * tab's sessionStorage opens the demo dashboard straight away. Focus follows the visitor's own actions only:
 * to the dashboard heading after signing in, to the login heading after logging out.
 */
const ClientPortal = () => {
  const [signedIn, setSignedIn] = useState(false);
  // Which heading to focus after the next switch of view; null on the first render and on restore.
  const focusNext = useRef<"dashboard" | "login" | null>(null);
  const dashboardHeading = useRef<HTMLHeadingElement>(null);
  const loginHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (readDemoSession()) setSignedIn(true);
  }, []);

  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === "dashboard") {
      // From the top, so the demo notice above the heading is seen first.
      window.scrollTo(0, 0);
      dashboardHeading.current?.focus({ preventScroll: true });
    } else if (next === "login") {
      loginHeading.current?.focus();
    }
  }, [signedIn]);

  const signIn = () => {
    startDemoSession();
    focusNext.current = "dashboard";
    setSignedIn(true);
  };

  const logOut = () => {
    endDemoSession();
    focusNext.current = "login";
    setSignedIn(false);
  };

  return signedIn ? <PortalDashboard onLogout={logOut} headingRef={dashboardHeading} /> : <PortalLogin onSignIn={signIn} headingRef={loginHeading} />;
};

export default ClientPortal;
