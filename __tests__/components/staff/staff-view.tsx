/**
 * What the staff views' tests share: the function's answers as staffFetch reads them, and a view rendered as the
 * inbox's page renders it, under its session (signed in by whatever the test's fetch stand-in answers `me`).
 */
import { render } from "@testing-library/react";
import { LocationProvider, createHistory, createMemorySource } from "@gatsbyjs/reach-router";
import StaffSession, { StaffSessionProvider } from "../../../src/components/staff/staff-session";
import type { InboxPageJson, Me } from "../../../src/lib/staff-api";

/** An admin of the team, signed in. */
export const AVERY_ADMIN: Me = {
  id: "s1",
  name: "Avery Admin",
  named: true,
  email: "avery@example.com",
  role: "admin",
};

/** A page of the inbox's list holding one contact message from `person`. */
export const inboxPage = (person: string, row: Partial<InboxPageJson["rows"][number]> = {}): InboxPageJson => ({
  rows: [
    {
      id: `lead-${person}`,
      formName: "contact",
      formTitle: "contact message",
      person,
      practice: "",
      email: "",
      phone: "",
      glance: [],
      createdAt: "2026-11-27T09:00:00.000Z",
      status: "new",
      assignee: null,
      ...row,
    },
  ],
  total: 1,
  next: null,
  forms: [{ name: "contact", title: "contact message" }],
});

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
