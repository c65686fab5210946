/**
 * An invitation's page: its link carries the token after `#`. Nothing happens until the button is pressed (mail
 * scanners open links), which makes a passkey on this device and signs the person in, for every view of the inbox.
 */
import { useEffect, useState } from "react";
import { Link } from "gatsby";
import { browserSupportsWebAuthn, startRegistration } from "@simplewebauthn/browser";
import { STAFF_PAGES, staffApi, type Me } from "../../lib/staff-api";
import { errorText, staffFetch } from "./staff-client";
import { useSignedIn } from "./staff-session";
import { alert, button, panel } from "./staff-styles";

type Options = { options: Parameters<typeof startRegistration>[0]["optionsJSON"]; name: string };

export default function Enrolment() {
  // Mounted in the browser only (the inbox's views render after hydration), so the address can be read at once.
  const [token] = useState(() => window.location.hash.slice(1));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [enrolled, setEnrolled] = useState<Me | null>(null);
  const signedIn = useSignedIn();

  // The token stays out of the address bar and the history once read.
  useEffect(() => {
    window.history.replaceState(window.history.state, "", window.location.pathname);
  }, []);

  async function enrol() {
    setBusy(true);
    setError("");
    try {
      if (!browserSupportsWebAuthn())
        throw new Error(
          "This browser cannot make passkeys. Open the link in a current Chrome, Edge, Firefox or Safari.",
        );
      const { options } = await staffFetch<Options>(staffApi.enrolOptions, { token });
      const response = await startRegistration({ optionsJSON: options });
      const me = await staffFetch<Me>(staffApi.enrol, { token, response });
      setEnrolled(me);
      // The session the function just started is the inbox's too: its links open signed in, without asking again.
      signedIn(me);
    } catch (caught) {
      const cancelled = caught instanceof Error && caught.name === "NotAllowedError";
      setError(
        cancelled
          ? "Making the passkey was cancelled, or took too long. Press the button to try again."
          : errorText(caught),
      );
      setBusy(false);
    }
  }

  return (
    <section css={[panel, { maxWidth: "36rem", marginInline: "auto" }]} aria-labelledby="enrol-title">
      <h1 id="enrol-title">{enrolled ? "Your passkey is ready" : STAFF_PAGES.enrol.title}</h1>
      {enrolled ? (
        <>
          <p role="status">
            Welcome{enrolled.named ? `, ${enrolled.name}` : ""}: your passkey is made and you are signed in. Next time,
            sign in with it.
          </p>
          <p>
            <Link to={STAFF_PAGES.inbox.path}>Open the leads inbox</Link>
          </p>
        </>
      ) : token === "" ? (
        <p css={alert}>
          This page needs the link from your invitation mail. Open that link again, or ask an admin for a new
          invitation.
        </p>
      ) : (
        <>
          <p>
            You were invited to the leads inbox. A passkey is how you sign in: your device (a phone, a fingerprint or
            face check, or a security key) keeps it, and there is no password to remember.
          </p>
          <button type="button" css={button} onClick={() => void enrol()} disabled={busy}>
            {busy ? "Waiting for your device…" : "Create my passkey"}
          </button>
          <div aria-live="assertive">{error && <p css={alert}>{error}</p>}</div>
          <p>The link works once and for 24 hours. A new passkey replaces any you made before.</p>
        </>
      )}
    </section>
  );
}
