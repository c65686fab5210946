/**
 * The lead pipeline's keys. One secret, LEAD_HASH_SALT, from which HKDF derives a key per purpose: the sender's
 * network (rate limit, duplicates), the mail limits, erasure records, unsubscribed addresses and the newsletter's
 * links. A key of one purpose tells nothing of another's, and none gives back the secret.
 *
 * Rotation: set LEAD_HASH_SALT to a new secret and LEAD_HASH_SALT_PREVIOUS to the old one (several, newest first,
 * separated by spaces). New hashes and links use the new keys; the old ones only check, so links already sent keep
 * working for their lifetime and earlier records are still found.
 *
 * A constant stands in only for local runs: on a deployed site a known secret would make the hash of an IPv4
 * address the address, and let anyone sign a newsletter link.
 */
import { createHash, createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { env } from "./env";

/** Used only when LEAD_HASH_SALT is not set on a local run (development and tests). */
const DEVELOPMENT_SECRET = "vedha-local-development-salt";

export type KeyPurpose = "address" | "mail-limit" | "erasure" | "suppression" | "link";

export class MissingSaltError extends Error {
  constructor() {
    super("LEAD_HASH_SALT is not set: a deployed site needs a secret salt for its hashes and links");
    this.name = "MissingSaltError";
  }
}

export const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

const derive = (secret: string, purpose: KeyPurpose) =>
  Buffer.from(hkdfSync("sha256", secret, "vedha-leads", purpose, 32));

const hmac = (key: Uint8Array | string, value: string) => createHmac("sha256", key).update(value);

export class Keyring {
  readonly #secrets: readonly string[];

  /** `secrets`: the current secret first, then earlier ones, which only check. */
  constructor(secrets: readonly string[]) {
    if (secrets.length === 0) throw new MissingSaltError();
    this.#secrets = secrets;
  }

  /** The keyed hash of `value` for `purpose`, under the current key: what is stored and compared. */
  hash(purpose: KeyPurpose, value: string): string {
    return hmac(derive(this.#secrets[0], purpose), value).digest("hex");
  }

  /**
   * Every hash of `value` an accepted key gives: the current and earlier secrets' keys, and the salted SHA-256
   * (`secret\nvalue`) that records made before keys were derived per purpose hold.
   */
  hashes(purpose: KeyPurpose, value: string): string[] {
    return this.#secrets.flatMap((secret) => [
      hmac(derive(secret, purpose), value).digest("hex"),
      sha256(`${secret}\n${value}`),
    ]);
  }

  /** A signature of `message` for `purpose`, under the current key. */
  sign(purpose: KeyPurpose, message: string): string {
    return hmac(derive(this.#secrets[0], purpose), message).digest("base64url");
  }

  /**
   * Whether `signature` is one of `message` under an accepted key: the current and earlier secrets' keys, and the
   * secret itself, which signed links before keys were derived per purpose.
   */
  verify(purpose: KeyPurpose, message: string, signature: string): boolean {
    const given = Buffer.from(signature);
    return this.#secrets
      .flatMap((secret) => [derive(secret, purpose), secret])
      .some((key) => {
        const expected = Buffer.from(hmac(key, message).digest("base64url"));
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
  }
}

/**
 * The keys from LEAD_HASH_SALT and LEAD_HASH_SALT_PREVIOUS, or from the development constant on a local run;
 * throws MissingSaltError when `required` (a deployed site) and LEAD_HASH_SALT is not set.
 */
export function leadKeys(required: boolean): Keyring {
  const current = env("LEAD_HASH_SALT");
  if (!current && required) throw new MissingSaltError();
  const previous = env("LEAD_HASH_SALT_PREVIOUS")?.split(/\s+/).filter(Boolean) ?? [];
  return new Keyring([current ?? DEVELOPMENT_SECRET, ...previous]);
}
