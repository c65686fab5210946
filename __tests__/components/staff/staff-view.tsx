/**
 * What the staff views' tests share: the function's answers as staffFetch reads them, and a view rendered as the
 * inbox's page renders it, under its session (signed in by whatever the test's fetch stand-in answers `me`).
 */
import { render } from "@testing-library/react";
import { LocationProvider, createHistory, createMemorySource } from "@gatsbyjs/reach-router";
import StaffSession, { StaffSessionProvider } from "../../../src/components/staff/staff-session";
import type { Me } from "../../../src/lib/staff-api";

/** An admin of the team, signed in. */
export const AVERY_ADMIN: Me = {
  id: "s1",
  name: "Avery Admin",
  named: true,
  email: "avery@example.com",
  role: "admin",
};

/** The part of a fetch Response that staffFetch reads (jsdom has no Response). */
export const json = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });

/** `view` under the staff session; at `path` of the router where the view follows the location (its links, menus). */
export function renderSignedIn(view: JSX.Element, path?: string) {
  const session = (
    <StaffSessionProvider>
      <StaffSession>{view}</StaffSession>
    </StaffSessionProvider>
  );
  render(
    path ? <LocationProvider history={createHistory(createMemorySource(path))}>{session}</LocationProvider> : session,
  );
}
