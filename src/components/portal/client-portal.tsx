import { useEffect, useRef, useState } from "react";
import PortalLogin from "./portal-login";
import type { PortalDashboardProps } from "./portal-dashboard";
import { endDemoSession, readDemoSession, startDemoSession } from "./portal-session";
import { onDemand, useOnDemand } from "../../hooks/use-on-demand";

// Nobody sees the dashboard before signing in, so its code (and its sample data) comes when it is needed.
const portalDashboard = onDemand<PortalDashboardProps>(() => import("./portal-dashboard"));

/**
 * The portal's two views. The static HTML is the login view; once React runs, a signed-in flag left in this
 * tab's sessionStorage opens the demo dashboard straight away (as soon as its code is there; until then the
 * login view stays). Focus follows the visitor's own actions only: to the dashboard heading after signing
 * in, to the login heading after logging out.
 */
const ClientPortal = () => {
  const [signedIn, setSignedIn] = useState(false);
  const PortalDashboard = useOnDemand(portalDashboard, signedIn);
  const showDashboard = signedIn && PortalDashboard !== undefined;
  // Which heading to focus after the next switch of view; null on the first render and on restore.
  const focusNext = useRef<"dashboard" | "login" | null>(null);
  const dashboardHeading = useRef<HTMLHeadingElement>(null);
  const loginHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage is the browser's
    if (readDemoSession()) setSignedIn(true);
  }, []);

  useEffect(() => {
    const next = focusNext.current;
    if (next === "dashboard" && !showDashboard) return;
    focusNext.current = null;
    if (next === "dashboard") {
      // From the top, so the demo notice above the heading is seen first.
      window.scrollTo(0, 0);
      dashboardHeading.current?.focus({ preventScroll: true });
    } else if (next === "login") {
      loginHeading.current?.focus();
    }
  }, [showDashboard]);

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

  return signedIn && PortalDashboard ? (
    // eslint-disable-next-line react-hooks/static-components -- a module's export, loaded once
    <PortalDashboard onLogout={logOut} headingRef={dashboardHeading} />
  ) : (
    <PortalLogin onSignIn={signIn} headingRef={loginHeading} />
  );
};

export default ClientPortal;
