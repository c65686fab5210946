/**
 * Salted hashes: of a sender's address (the rate limit and the duplicate check count it, never the address) and
 * of an erased person's email (the record that an erasure happened). The salt is LEAD_HASH_SALT; a constant
 * stands in only for local runs: on a deployed site a known salt would make the hash of an IPv4 address the address
 * and let anyone sign a newsletter link.
 */
import { createHash } from "node:crypto";
import { env } from "./env";

/** Used only when LEAD_HASH_SALT is not set on a local run (development and tests). */
const DEVELOPMENT_SALT = "vedha-local-development-salt";

export class MissingSaltError extends Error {
  constructor() {
    super("LEAD_HASH_SALT is not set: a deployed site needs a secret salt for its hashes and links");
    this.name = "MissingSaltError";
  }
}

export const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

/** LEAD_HASH_SALT, or the development constant on a local run; throws MissingSaltError when `required`. */
export function hashSalt(required: boolean): string {
  const salt = env("LEAD_HASH_SALT");
  if (salt) return salt;
  if (required) throw new MissingSaltError();
  return DEVELOPMENT_SALT;
}

export const saltedHash = (salt: string, value: string) => sha256(`${salt}\n${value}`);
