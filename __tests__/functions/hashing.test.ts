/**
 * The keys derived from LEAD_HASH_SALT: one per purpose, so a hash or signature of one purpose says nothing of
 * another's, and a rotated secret's keys still check what they made.
 */
import { Keyring, MissingSaltError, leadKeys, sha256 } from "../../netlify/lib/hashing";

describe("the lead keys", () => {
  const keys = new Keyring(["the-secret"]);

  it("hashes a value differently for each purpose, and never as the bare salted SHA-256", () => {
    const purposes = ["address", "mail-limit", "erasure", "suppression", "link"] as const;
    const hashes = purposes.map((purpose) => keys.hash(purpose, "192.0.2.1"));
    expect(new Set(hashes).size).toBe(purposes.length);
    expect(hashes).not.toContain(sha256("the-secret\n192.0.2.1"));
  });

  it("checks a signature under the current or a previous secret, for its purpose only", () => {
    const signature = keys.sign("link", "message");
    const rotated = new Keyring(["a-new-secret", "the-secret"]);
    expect(rotated.verify("link", "message", signature)).toBe(true);
    expect(rotated.sign("link", "message")).not.toBe(signature);
    expect(new Keyring(["a-new-secret"]).verify("link", "message", signature)).toBe(false);
    expect(keys.verify("link", "another message", signature)).toBe(false);
    expect(keys.verify("link", "message", keys.sign("erasure", "message"))).toBe(false);
  });

  it("finds what the previous secret hashed, and the salted SHA-256 that records made before held", () => {
    const rotated = new Keyring(["a-new-secret", "the-secret"]);
    expect(rotated.hashes("erasure", "email:ana@example.com")).toEqual(
      expect.arrayContaining([
        keys.hash("erasure", "email:ana@example.com"),
        sha256("the-secret\nemail:ana@example.com"),
      ]),
    );
    expect(rotated.hash("erasure", "email:ana@example.com")).not.toBe(keys.hash("erasure", "email:ana@example.com"));
  });

  it("needs LEAD_HASH_SALT on a deployed site, and reads the previous secrets from LEAD_HASH_SALT_PREVIOUS", () => {
    const saved = { current: process.env.LEAD_HASH_SALT, previous: process.env.LEAD_HASH_SALT_PREVIOUS };
    try {
      delete process.env.LEAD_HASH_SALT;
      expect(() => leadKeys(true)).toThrow(MissingSaltError);
      process.env.LEAD_HASH_SALT = "a-new-secret";
      process.env.LEAD_HASH_SALT_PREVIOUS = " an-old-secret  the-secret ";
      expect(leadKeys(true).verify("link", "message", keys.sign("link", "message"))).toBe(true);
    } finally {
      for (const [name, value] of [
        ["LEAD_HASH_SALT", saved.current],
        ["LEAD_HASH_SALT_PREVIOUS", saved.previous],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
