import { validateLogin } from "../../../src/components/portal/login-validation";

describe("validateLogin", () => {
  it("accepts a well-formed email and any non-empty password", () => {
    expect(validateLogin("office@riverside-fm.com", "x")).toEqual({});
    expect(validateLogin("  office@clinic.co.uk ", "any password at all")).toEqual({});
  });

  it("asks for a missing email and a missing password", () => {
    expect(validateLogin("", "")).toEqual({ email: "Enter your email address.", password: "Enter your password." });
  });

  it.each([
    "office",
    "office@",
    "@clinic.com",
    "office@clinic",
    "office @clinic.com",
    "office@clinic.",
    "office@@clinic.com",
  ])("rejects %p", (email) => {
    expect(validateLogin(email, "x").email).toMatch(/name@practice\.com/);
  });
});
