/**
 * The inbox's sections (the leads, the consultations' agenda, where leads come from, the spam view with how many posts it holds, counted
 * again on each page), who is signed in, and signing out, of this session or of every one (a lost device's too).
 * The admin sections (the consultation hours, the report, the team) only for admins.
 */
import { useEffect, useState } from "react";
import { css } from "@emotion/react";
import { useLocation } from "@gatsbyjs/reach-router";
import { Link } from "gatsby";
import { STAFF_PAGES, staffApi } from "../../lib/staff-api";
import { colors, space } from "../../styles/theme";
import { useStaff } from "./staff-session";
import { errorText } from "./staff-client";
import { alert, quietButton } from "./staff-styles";

const nav = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${space(2)} ${space(5)}`,
  marginBottom: space(6),
  paddingBottom: space(3),
  borderBottom: `1px solid ${colors.line}`,
  ul: { display: "flex", flexWrap: "wrap", gap: space(4), listStyle: "none", margin: 0, padding: 0 },
  a: { fontWeight: 700 },
  '[aria-current="page"]': { color: colors.ink, textDecoration: "none" },
});

export default function StaffNav() {
  const { me, call, signOut } = useStaff();
  const { pathname } = useLocation();
  const [spam, setSpam] = useState<number | null>(null);
  const [error, setError] = useState("");

  useEffect(() => {
    call<{ count: number }>(staffApi.spamCount)
      .then((answer) => setSpam(answer.count))
      .catch(() => setSpam(null));
  }, [call, pathname]);

  return (
    <nav css={nav} aria-label="Inbox">
      <ul>
        <li>
          <Link to={STAFF_PAGES.inbox.path}>{STAFF_PAGES.inbox.title}</Link>
        </li>
        <li>
          <Link to={STAFF_PAGES.agenda.path}>{STAFF_PAGES.agenda.title}</Link>
        </li>
        <li>
          <Link to={STAFF_PAGES.sources.path}>{STAFF_PAGES.sources.title}</Link>
        </li>
        <li>
          <Link to={STAFF_PAGES.spam.path}>
            {STAFF_PAGES.spam.title}
            {spam === null ? "" : ` (${spam.toLocaleString("en-US")})`}
          </Link>
        </li>
        {me.role === "admin" && (
          <>
            <li>
              <Link to={STAFF_PAGES.hours.path}>{STAFF_PAGES.hours.title}</Link>
            </li>
            <li>
              <Link to={STAFF_PAGES.report.path}>{STAFF_PAGES.report.title}</Link>
            </li>
            <li>
              <Link to={STAFF_PAGES.team.path}>{STAFF_PAGES.team.title}</Link>
            </li>
          </>
        )}
      </ul>
      <p css={{ margin: 0, marginLeft: "auto", color: colors.muted }}>
        Signed in as {me.name} ({me.role})
      </p>
      <button type="button" css={quietButton} onClick={() => void signOut()}>
        Sign out
      </button>
      <button
        type="button"
        css={quietButton}
        onClick={() => void signOut(true).catch((caught: unknown) => setError(errorText(caught)))}
      >
        Sign out everywhere
      </button>
      {error && (
        <p role="alert" css={[alert, { flexBasis: "100%", margin: 0 }]}>
          {error}
        </p>
      )}
    </nav>
  );
}
