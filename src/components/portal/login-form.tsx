import { useRef, useState, type FormEvent, type Ref } from "react";
import { css } from "@emotion/react";
import TextField from "../forms/text-field";
import CheckboxField from "../forms/checkbox-field";
import PasswordField from "./password-field";
import ForgotPassword from "./forgot-password";
import { buttonStyles } from "../../styles/buttons";
import { useHydrated } from "../../hooks/use-hydrated";
import { useValueSetBeforeHydration } from "../../hooks/use-value-set-before-hydration";
import { needsScript } from "../../lib/before-script";
import { validateLogin, type LoginErrors } from "./login-validation";
import { card } from "../../styles/mixins";
import { colors, radii, space } from "../../styles/theme";

type LoginFormProps = {
  /** Called once the email and password pass the checks. Receives nothing: the input stays in this form. */
  onSignIn: () => void;
  /** The "Secure Login (demo)" heading, focused when the visitor logs out. */
  headingRef?: Ref<HTMLHeadingElement>;
};

// Focused by script after logout; a ring around a heading would look like a control.
const heading = css({
  display: "flex",
  alignItems: "center",
  gap: space(3),
  fontSize: "1.5rem",
  outline: "none",
  svg: { color: colors.primary },
});

const demoNote = css({
  margin: `0 0 ${space(6)}`,
  padding: `${space(2.5)} ${space(3)}`,
  borderRadius: radii.sm,
  borderLeft: `4px solid ${colors.accent}`,
  background: "#FFF6E8",
  color: colors.ink,
  fontSize: "0.95rem",
});

const fields = css({ display: "grid", gap: space(5) });

const row = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: `${space(2)} ${space(4)}`,
});

const submit = css(buttonStyles.primary, {
  width: "100%",
  marginTop: space(2),
});

/**
 * The Secure Login card, named a demo in its heading (no lock: it secures nothing). Nothing typed here leaves the
 * browser (the portal is a demo): the form has no action and its inputs have no name, so no native submission could
 * carry them; with JavaScript, submit is intercepted, and a Sign In before React took over is held until it has
 * (src/lib/before-script.ts), with what was typed meanwhile.
 * Without JavaScript, Sign In is hidden and a note says the sign-in needs it.
 * No bot-field honeypot: it exists to filter spam sent to the server, and this form sends nothing.
 */
const LoginForm = ({ onSignIn, headingRef }: LoginFormProps) => {
  const hydrated = useHydrated();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<LoginErrors>({});
  // Errors appear after the first attempt, then follow the input as it is corrected.
  const [attempted, setAttempted] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useValueSetBeforeHydration(emailRef, email, setEmail);
  useValueSetBeforeHydration(passwordRef, password, setPassword);

  const check = (nextEmail = email, nextPassword = password) => {
    const found = validateLogin(nextEmail, nextPassword);
    setErrors(found);
    return found;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const found = check();
    if (found.email) emailRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else onSignIn();
  };

  return (
    <div css={card}>
      <h2 id="secure-login-heading" ref={headingRef} tabIndex={-1} css={heading}>
        Secure Login (demo)
      </h2>
      <p css={demoNote}>
        <strong>This portal is a demo.</strong> Any valid email address and any password open a dashboard of sample
        data. Nothing you type is sent or stored.
      </p>
      {/* Once React runs, its messages are the only ones (no browser bubble on top); before, the browser checks. */}
      <form aria-labelledby="secure-login-heading" onSubmit={onSubmit} noValidate={hydrated}>
        <div css={fields}>
          <TextField
            ref={emailRef}
            id="portal-email"
            // An empty name renders no name attribute: a native submission could not include this value.
            name=""
            label="Email address"
            type="email"
            inputMode="email"
            // Not "username": with a password field that would make this a login browsers offer to remember.
            autoComplete="email"
            required
            value={email}
            error={attempted ? errors.email : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              if (attempted) check(event.target.value, password);
            }}
          />
          <PasswordField
            ref={passwordRef}
            id="portal-password"
            label="Password"
            // The demo takes any password: browsers must not offer to save, or fill in, a real one here.
            autoComplete="off"
            hint="Any made-up password works: please don't use a real one."
            required
            canToggle={hydrated}
            value={password}
            error={attempted ? errors.password : undefined}
            onChange={(event) => {
              setPassword(event.target.value);
              if (attempted) check(email, event.target.value);
            }}
          />
          <div css={row}>
            <CheckboxField
              name="remember"
              label="Remember me"
              hint="In this demo you stay signed in until you log out or close the tab."
              css={{ flex: "1 1 14rem" }}
            />
            <ForgotPassword />
          </div>
          <button type="submit" css={submit} {...needsScript}>
            Sign In
          </button>
          <noscript>
            <p css={{ margin: 0, fontSize: "0.9rem", color: colors.muted }}>
              Sign-in needs JavaScript. Turn it on in your browser to open the demo dashboard.
            </p>
          </noscript>
        </div>
      </form>
    </div>
  );
};

export default LoginForm;
