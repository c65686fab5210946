import type { PageProps } from "gatsby";
import { render, screen, within } from "@testing-library/react";
import { LocationProvider, createHistory, createMemorySource } from "@gatsbyjs/reach-router";
import ThankYouPage from "../../../src/pages/thank-you";
import siteConfig from "../../../data/site-config.json";
import { FORM_NAMES, type FormName } from "../../../src/form-definitions";
import { CONFIRMATIONS, GENERAL_CONFIRMATION } from "../../../src/lib/confirmations";
import { thankYouPath } from "../../../src/lib/form-action";
import { staticHtml } from "../forms/form-helpers";

/** The page as Gatsby renders it at its address, with the history entry's state the form left there. */
const page = (form?: FormName, state: unknown = null) => {
  const pathname = form ? thankYouPath(form) : "/thank-you/";
  const props = { pageContext: { form }, location: { pathname, state } } as unknown as PageProps<
    object,
    { form?: FormName }
  >;
  return (
    <LocationProvider history={createHistory(createMemorySource(pathname))}>
      <ThankYouPage {...props} />
    </LocationProvider>
  );
};

const steps = () =>
  within(screen.getByRole("heading", { name: "What happens next" }).parentElement!)
    .getAllByRole("listitem")
    // Each step's text, without its number (hidden from assistive technology: the list is ordered).
    .map((step) => step.lastElementChild!.textContent);

describe("the thank-you page", () => {
  it("thanks the visitor, promises contact within 24 hours and lists the specification's three next steps in order", () => {
    render(page());
    expect(screen.getByRole("heading", { level: 1, name: "Thank You for Your Submission!" })).toBeInTheDocument();
    expect(screen.getByText(/in touch within 24 hours/)).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "What happens next" }).parentElement!.querySelector("ol"),
    ).not.toBeNull();
    expect(steps()).toEqual([
      expect.stringMatching(/review your requirements/),
      expect.stringMatching(/schedule a time/),
      expect.stringMatching(/proposal with pricing and a timeline/),
    ]);
    expect(screen.queryByText(/newsletter/i)).toBeNull();
  });

  it.each(FORM_NAMES)("at /thank-you/%s/ says what was received and what happens next for that form", (form) => {
    const confirmation = CONFIRMATIONS[form];
    render(page(form));
    expect(screen.getByRole("heading", { level: 1, name: "Thank You for Your Submission!" })).toBeInTheDocument();
    expect(screen.getByText(`We have received ${confirmation.received}.`, { exact: false })).toHaveTextContent(
      confirmation.promise,
    );
    expect(steps()).toEqual(confirmation.steps);
    // The newsletter's confirm-by-mail line only after a sign-up.
    expect(screen.queryByText(/until then you are not subscribed/) !== null).toBe(form === "newsletter");
  });

  it("says what the applicant must still do when the function could not keep their resume, from the history entry", () => {
    const notice = "Your application is with us, but please email your resume.";
    render(page("career-application", { summary: [], notice }));
    expect(screen.getByText(notice)).toBeInTheDocument();
    expect(staticHtml(page("career-application", { summary: [], notice })).textContent).not.toContain(notice);
  });

  it("repeats what was asked for from the history entry once React runs, never in the server's HTML", () => {
    const summary = [
      ["Preferred Date", "December 1, 2026"],
      ["Preferred Time", "9:00–9:30 AM"],
    ];
    expect(staticHtml(page("consultation", { summary })).textContent).not.toContain("December 1, 2026");
    render(page("consultation", { summary }));
    const asked = within(screen.getByRole("heading", { name: "What you asked for" }).parentElement!);
    expect(asked.getAllByRole("term").map((term) => term.textContent)).toEqual(["Preferred Date", "Preferred Time"]);
    expect(asked.getAllByRole("definition").map((value) => value.textContent)).toEqual([
      "December 1, 2026",
      "9:00–9:30 AM",
    ]);
  });

  it("is headed for the consultation booked, its time in the function's words, with its calendar file and its page", () => {
    const booking = {
      start: "2026-12-01T14:00:00.000Z",
      inWords: "Tuesday, December 1, 2026 at 9:00 AM Eastern Standard Time",
      manage: "/api/consultation-booking?token=abc",
      calendar: "/api/consultation-booking?token=abc&format=ics",
    };
    const state = { summary: [["Consultation Type", "EHR Optimization"]], booking };
    expect(staticHtml(page("consultation", state)).textContent).not.toContain(booking.inWords);
    render(page("consultation", state));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Your Consultation Is Booked");
    expect(screen.getByText(new RegExp(`booked for ${booking.inWords}`))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add to calendar (.ics)" })).toHaveAttribute("href", booking.calendar);
    expect(screen.getByRole("link", { name: "Change or cancel it" })).toHaveAttribute("href", booking.manage);
  });

  it("ignores a booking in the history entry whose links lead off the site", () => {
    const booking = {
      start: "2026-12-01T14:00:00.000Z",
      inWords: "Tuesday",
      manage: "https://evil.example/",
      calendar: "//evil.example/x.ics",
    };
    render(page("consultation", { booking }));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Thank You for Your Submission!");
    expect(screen.queryByRole("link", { name: "Change or cancel it" })).toBeNull();
  });

  it("shows no summary for a history entry without one, or with something else in it", () => {
    render(page("consultation", { summary: "<b>no</b>" }));
    expect(screen.queryByRole("heading", { name: "What you asked for" })).toBeNull();
  });

  it("gives the phone, support email and response time, and links home and to the services", () => {
    render(page());
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: siteConfig.contact.phone })).toHaveAttribute(
      "href",
      `tel:${siteConfig.contact.phoneE164}`,
    );
    expect(main.getByRole("link", { name: siteConfig.contact.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.contact.supportEmail}`,
    );
    expect(screen.getByText("24-hour response time")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services/");
  });
});

it("the general page's promise is the specification's", () => {
  expect(GENERAL_CONFIRMATION.promise).toBe("Our team will be in touch within 24 hours.");
});
