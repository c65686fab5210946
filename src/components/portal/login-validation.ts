export type LoginErrors = { email?: string; password?: string };

/**
 * A well-formed address: something@domain.tld, no spaces. Stricter than the browser's type="email",
 * which accepts "name@practice" without a dot.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function isWellFormedEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** The portal's two rules (spec section 5): email in email format, password present. No length rules. */
export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = "Enter your email address.";
  else if (!isWellFormedEmail(email)) errors.email = "Enter an email address in the format name@practice.com.";
  if (!password) errors.password = "Enter your password.";
  return errors;
}
