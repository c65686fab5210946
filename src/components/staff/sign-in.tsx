/** Signing in with a passkey: the browser offers this site's passkeys, the function checks the one chosen. */
import { useState } from "react";
import { browserSupportsWebAuthn, startAuthentication } from "@simplewebauthn/browser";
import { staffApi, type Me } from "../../lib/staff-api";
import { errorText, staffFetch } from "./staff-client";
import { alert, button, panel } from "./staff-styles";

type SignInProps = {
  /** The session ended (timed out, or signed out elsewhere): say so. */
  readonly ended: boolean;
  readonly onSignedIn: (me: Me) => void;
};

export default function SignIn({ ended, onSignedIn }: SignInProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function signIn() {
    setBusy(true);
    setError("");
    try {
      if (!browserSupportsWebAuthn())
        throw new Error("This browser cannot use passkeys. Use a current Chrome, Edge, Firefox or Safari.");
      const optionsJSON = await staffFetch<Parameters<typeof startAuthentication>[0]["optionsJSON"]>(
        staffApi.signInOptions,
        {},
      );
      const response = await startAuthentication({ optionsJSON });
      onSignedIn(await staffFetch<Me>(staffApi.signIn, { response }));
    } catch (caught) {
      const cancelled = caught instanceof Error && caught.name === "NotAllowedError";
      setError(cancelled ? "Signing in was cancelled, or took too long. Try again." : errorText(caught));
      setBusy(false);
    }
  }

  return (
    <section css={[panel, { maxWidth: "32rem", marginInline: "auto" }]} aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in to the inbox</h1>
      {ended && <p role="status">Your session has ended. Sign in again to continue.</p>}
      <p>
        Use the passkey you made when you were invited: your phone, your computer's fingerprint or face check, or a
        security key.
      </p>
      <button type="button" css={button} onClick={() => void signIn()} disabled={busy}>
        {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </button>
      <div aria-live="assertive">{error && <p css={alert}>{error}</p>}</div>
      <p>Lost your passkey, or new here? Ask an admin for an invitation: its link lets you make a new one.</p>
    </section>
  );
}
