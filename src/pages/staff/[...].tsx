/**
 * The staff inbox: one client-only section of the site (Gatsby's [...] route), so its code loads under /staff/ only
 * and adds a single page to the site's bundle. Enrolment is open to an invitation's link; every other view is
 * behind the session check (the sign-in in its place). One session state is above both, so whoever enrols or signs
 * in stays signed in on every view. Data comes from the staff function, never from the build.
 */
import type { ComponentType } from "react";
import type { HeadProps } from "gatsby";
import { Router, type RouteComponentProps } from "@gatsbyjs/reach-router";
import PageHead from "../../components/page-head";
import { useHydrated } from "../../hooks/use-hydrated";
import Agenda from "../../components/staff/agenda";
import Enrolment from "../../components/staff/enrolment";
import InboxList from "../../components/staff/inbox-list";
import HoursAdmin from "../../components/staff/hours-admin";
import LeadDetail from "../../components/staff/lead-detail";
import ReplyReport from "../../components/staff/reply-report";
import SourceReport from "../../components/staff/source-report";
import SpamList from "../../components/staff/spam-list";
import StaffLayout from "../../components/staff/staff-layout";
import StaffNav from "../../components/staff/staff-nav";
import StaffSession, { StaffSessionProvider } from "../../components/staff/staff-session";
import TeamAdmin from "../../components/staff/team-admin";
import { STAFF_PAGES, STAFF_TITLE, pathPattern } from "../../lib/staff-api";

type View = ComponentType<RouteComponentProps>;

/** A page's path as the views' routers take it, under /staff/. */
const routed = ({ path }: { readonly path: string }) => path.slice(STAFF_PAGES.inbox.path.length) || "/";

const Inbox: View = () => <InboxList />;
const Lead = ({ id = "" }: RouteComponentProps<{ id: string }>) => <LeadDetail id={id} />;
const Spam: View = () => <SpamList />;
const Team: View = () => <TeamAdmin />;
const Report: View = () => <ReplyReport />;
const Sources: View = () => <SourceReport />;
const AgendaView: View = () => <Agenda />;
const Hours: View = () => <HoursAdmin />;
const Enrol: View = () => <Enrolment />;

const NotFound: View = () => (
  <>
    <h1>Not in the inbox</h1>
    <p>There is no such page of the inbox. Use the links above.</p>
  </>
);

/** Every view but enrolment: for a signed-in person. */
const SignedIn: View = () => (
  <StaffSession>
    <StaffNav />
    <Router primary={false}>
      <Inbox path={routed(STAFF_PAGES.inbox)} />
      <Lead path={routed(STAFF_PAGES.lead)} />
      <Spam path={routed(STAFF_PAGES.spam)} />
      <Team path={routed(STAFF_PAGES.team)} />
      <Report path={routed(STAFF_PAGES.report)} />
      <Sources path={routed(STAFF_PAGES.sources)} />
      <AgendaView path={routed(STAFF_PAGES.agenda)} />
      <Hours path={routed(STAFF_PAGES.hours)} />
      <NotFound default />
    </Router>
  </StaffSession>
);

/**
 * The static HTML is built once for every address under /staff/, so it holds no view: the views appear once React
 * runs (they need it anyway), and the page hydrates without a mismatch.
 */
const StaffApp = () => {
  const hydrated = useHydrated();
  return (
    <StaffLayout>
      {hydrated ? (
        <StaffSessionProvider>
          <Router basepath={STAFF_PAGES.inbox.path} primary={false}>
            <Enrol path={routed(STAFF_PAGES.enrol)} />
            <SignedIn path="/*" />
          </Router>
        </StaffSessionProvider>
      ) : (
        <p role="status">Opening the inbox…</p>
      )}
    </StaffLayout>
  );
};

export default StaffApp;

/** The title of the page at `pathname` (with or without its last slash); the inbox's own for its list. */
function titleAt(pathname: string): string {
  const at = pathname.endsWith("/") ? pathname : `${pathname}/`;
  const page = Object.values(STAFF_PAGES).find(({ path }) => pathPattern(path).test(at));
  return page && page !== STAFF_PAGES.inbox ? page.title : STAFF_TITLE;
}

export const Head = ({ location }: HeadProps) => (
  <PageHead title={titleAt(location.pathname)} pathname={STAFF_PAGES.inbox.path} noindex>
    {/* An invitation's token is in the fragment, never sent; nothing of the inbox is passed on to other sites. */}
    <meta name="referrer" content="no-referrer" />
  </PageHead>
);
