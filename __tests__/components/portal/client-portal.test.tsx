import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ClientPortal from "../../../src/components/portal/client-portal";
import { PORTAL_SESSION_KEY } from "../../../src/components/portal/portal-session";
import siteConfig from "../../../data/site-config.json";
import { staticHtml } from "../forms/form-helpers";

const PASSWORD = "correct-horse-battery";

const signIn = async (email = "dr.mitchell@riverside.example.com", password = PASSWORD) => {
  const user = userEvent.setup();
  render(<ClientPortal />);
  if (email) await user.type(screen.getByLabelText(/Email address/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole("button", { name: "Sign In" }));
  return user;
};

describe("ClientPortal", () => {
  let fetchMock: jest.Mock;
  let xhrOpen: jest.SpyInstance;

  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    fetchMock = jest.fn();
    global.fetch = fetchMock;
    xhrOpen = jest.spyOn(XMLHttpRequest.prototype, "open");
    window.scrollTo = jest.fn();
  });

  afterEach(() => xhrOpen.mockRestore());

  it("shows the login view first", () => {
    render(<ClientPortal />);
    expect(screen.getByRole("heading", { level: 1, name: "Client Portal" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Secure Login (demo)" })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute("type", "email");
    expect(screen.getByRole("checkbox", { name: "Remember me" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact us to get started" })).toHaveAttribute("href", "/contact/");
  });

  it("promises no reset mail: a demo has no accounts, and its heading says it is a demo", async () => {
    render(<ClientPortal />);
    const heading = screen.getByRole("heading", { name: "Secure Login (demo)" });
    expect(heading.querySelector("svg")).toBeNull();
    await userEvent.click(screen.getByText("Forgot password?"));
    const answer = screen.getByText(/there is no password to reset/);
    expect(answer).toHaveTextContent("This portal is a demo: there are no accounts yet");
    expect(answer).not.toHaveTextContent(/send you a link|reset link|new password/i);
  });

  it("does not invite browsers to save or fill in a real password, and says so at the field", () => {
    const container = staticHtml(<ClientPortal />);
    const email = within(container).getByLabelText(/Email address/);
    const password = within(container).getByLabelText(/^Password/);
    expect(email).toHaveAttribute("autocomplete", "email");
    expect(password).toHaveAttribute("autocomplete", "off");
    // No login pairing (username + current-password) or password-generation token anywhere in the form.
    for (const control of container.querySelectorAll("form input")) {
      expect(control.getAttribute("autocomplete") ?? "").not.toMatch(/username|current-password|new-password/);
    }
    const hint = container.querySelector(`[id="${password.getAttribute("aria-describedby")}"]`);
    expect(hint).toHaveTextContent("Any made-up password works: please don't use a real one.");
  });

  it("presents its security notice as a demo's, without claiming the portal is already encrypted or compliant", () => {
    render(<ClientPortal />);
    const notice = screen.getByText("This sign-in is a demo").parentElement!;
    expect(notice).toHaveTextContent(/stores and sends nothing you type here, so please don't use a real password/);
    expect(notice).toHaveTextContent(/When the real portal opens, it will encrypt client information/);
    expect(notice).not.toHaveTextContent(/HIPAA compliant|is encrypted|Your data is protected/);
  });

  it("signs in to the labelled demo dashboard without any request and without storing the password", async () => {
    await signIn();
    const heading = screen.getByRole("heading", { level: 1, name: "Welcome back, Dr. Sarah Mitchell" });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/Demo dashboard — sample data/)).toBeVisible();
    const summary = screen.getByRole("list", { name: "Account summary" });
    for (const [label, value] of [
      ["Active Services", "3"],
      ["This Month's Savings", "$12,450"],
      ["Support Tickets", "2"],
      ["Reports Available", "8"],
    ]) {
      expect(within(summary).getByText(label).parentElement).toHaveTextContent(`${label}${value}`);
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(xhrOpen).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PORTAL_SESSION_KEY)).not.toBeNull();
    const stored = [sessionStorage, localStorage]
      .flatMap((store) => Object.keys(store).map((key) => `${key}=${store.getItem(key)}`))
      .join("\n");
    expect(stored).not.toContain(PASSWORD);
  });

  it("links the dashboard's actions to real pages and the support email", async () => {
    await signIn();
    expect(screen.getByRole("link", { name: "Request Support" })).toHaveAttribute("href", "/contact/");
    expect(screen.getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute("href", "/consultation/");
    expect(screen.getByRole("link", { name: "Update Account Info" })).toHaveAttribute("href", "/contact/");
    expect(screen.getByRole("link", { name: "Send Message" }).getAttribute("href")).toMatch(
      new RegExp(`^mailto:${siteConfig.contact.supportEmail}`),
    );
    expect(screen.getByRole("link", { name: "Schedule Call" })).toHaveAttribute("href", "/consultation/");
  });

  it("explains that a report download is a sample instead of doing nothing", async () => {
    const user = await signIn();
    await user.click(screen.getByRole("button", { name: "Download Monthly Revenue Cycle Report" }));
    const dialog = screen.getByRole("dialog", { name: "Sample report" });
    expect(dialog).toHaveTextContent(/part of the demo, so there is no file to download/);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it.each([
    ["not an address", "not-an-email"],
    ["an address without a domain ending", "doctor@practice"],
  ])("keeps the visitor logged out on %s, with an error tied to the field", async (_case, email) => {
    await signIn(email);
    const field = screen.getByLabelText(/Email address/);
    expect(screen.queryByRole("heading", { name: /Welcome back/ })).toBeNull();
    expect(field).toHaveAttribute("aria-invalid", "true");
    const error = screen.getByText("Enter an email address in the format name@practice.com.");
    expect(field.getAttribute("aria-describedby")).toContain(error.id);
    expect(sessionStorage.getItem(PORTAL_SESSION_KEY)).toBeNull();
  });

  it("requires a password", async () => {
    await signIn("dr.mitchell@riverside.example.com", "");
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Enter your password.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: /Welcome back/ })).toBeNull();
  });

  it("shows and hides the password, keeping focus on the toggle", async () => {
    const user = userEvent.setup();
    render(<ClientPortal />);
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    const hide = screen.getByRole("button", { name: "Hide password" });
    expect(hide).toHaveFocus();
    await user.click(hide);
    expect(password).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: "Show password" })).toHaveFocus();
  });

  it("returns to the login view on Logout and forgets the session", async () => {
    const user = await signIn();
    await user.click(screen.getByRole("button", { name: "Logout" }));
    expect(screen.getByRole("heading", { level: 1, name: "Client Portal" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Secure Login (demo)" })).toHaveFocus();
    expect(sessionStorage.getItem(PORTAL_SESSION_KEY)).toBeNull();
  });

  it("opens the dashboard on load when this tab is already signed in", async () => {
    sessionStorage.setItem(PORTAL_SESSION_KEY, "1");
    render(<ClientPortal />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome back, Dr. Sarah Mitchell" }),
    ).toBeInTheDocument();
    // Restoring a session is not a visitor action: focus stays where it was.
    expect(document.body).toHaveFocus();
  });

  it("renders a login that cannot send anything without JavaScript, and says it needs it", () => {
    const container = staticHtml(<ClientPortal />, { scripting: false });
    const form = container.querySelector("form")!;
    expect(form).not.toHaveAttribute("action");
    // Hidden where scripts do not run (the page's no-script style); the note is shown there instead.
    const submit = within(container).getByRole("button", { name: "Sign In" });
    expect(submit).toHaveAttribute("data-needs-script");
    expect(container.querySelector("noscript")).toHaveTextContent("Sign-in needs JavaScript");
    // Even if the form were submitted, the email and password have no name, so they would not be part of it.
    within(container)
      .getByLabelText(/Email address/)
      .setAttribute("value", "dr.mitchell@riverside.example.com");
    within(container)
      .getByLabelText(/^Password/)
      .setAttribute("value", PASSWORD);
    const sent = Array.from(new FormData(form).values()).map(String);
    expect(sent.join(" ")).not.toMatch(/riverside|correct-horse/);
    // The show/hide toggle would do nothing without JavaScript, so it is not in the static HTML.
    expect(within(container).queryByRole("button", { name: "Show password" })).toBeNull();
  });
});
