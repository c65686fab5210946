/**
 * The inbox's sections (the leads, the consultations' agenda, where leads come from, the spam view with how many posts it holds, counted
 * again on each page), and an account menu: who is signed in, and signing out, of this session or of every one (a
 * lost device's too), folded away so that on a phone the page's own content starts on the first screen.
 * The admin sections (the consultation hours, the report, the team) only for admins.
 */
import { useState } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useDetailsMenu } from "../../hooks/use-details-menu";
import { STAFF_PAGES, staffApi, type SpamCountJson } from "../../lib/staff-api";
import { colors, radii, shadows, space } from "../../styles/theme";
import { useStaff } from "./staff-session";
import { errorText } from "./staff-client";
import { useStaffData } from "./staff-data";
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

const account = css({ position: "relative", marginLeft: "auto" });
const accountPanel = css({
  position: "absolute",
  right: 0,
  zIndex: 1,
  display: "grid",
  gap: space(3),
  minWidth: "14rem",
  marginTop: space(2),
  padding: space(4),
  background: colors.surface,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.md,
  boxShadow: shadows.raised,
});

export default function StaffNav() {
  const { me, signOut } = useStaff();
  // Refreshed by every change of what is spam (./staff-data.ts), and when the person comes back to the page.
  const { data: spam } = useStaffData<SpamCountJson>(staffApi.spamCount);
  const [error, setError] = useState("");
  const { detailsProps, summaryProps } = useDetailsMenu();

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
            {spam ? ` (${spam.count.toLocaleString("en-US")})` : ""}
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
      <details css={account} {...detailsProps}>
        <summary css={{ cursor: "pointer", color: colors.muted }} {...summaryProps}>
          Signed in as {me.name} ({me.role})
        </summary>
        <div css={accountPanel}>
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
        </div>
      </details>
      {error && (
        <p role="alert" css={[alert, { flexBasis: "100%", margin: 0 }]}>
          {error}
        </p>
      )}
    </nav>
  );
}
