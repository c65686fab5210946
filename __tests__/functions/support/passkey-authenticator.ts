/**
 * A software passkey authenticator for the staff function's tests: it makes an ES256 passkey (attestation "none")
 * and signs sign-in challenges as a device would, for one relying party and origin. `userVerified` says whether it
 * sets the flag that the person was verified (PIN, fingerprint); a device that only checks presence does not.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedCredential: 0x40 };

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

export class SoftwarePasskey {
  readonly id = randomBytes(16);
  private readonly key: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;
  /** The user handle the passkey keeps from its creation, returned with each sign-in. */
  private userHandle = "";

  constructor(
    private readonly origin: string,
    private readonly rpId = new URL(origin).hostname,
  ) {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.key = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  /** The browser's answer to creation options: a new passkey, attested "none". */
  create(options: PublicKeyCredentialCreationOptionsJSON, { userVerified = true } = {}): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const clientDataJSON = this.clientData("webauthn.create", options.challenge);
    const { x, y } = this.publicKey.export({ format: "jwk" });
    // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(x!, "base64url"))],
        [-3, new Uint8Array(Buffer.from(y!, "base64url"))],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.id.length);
    const authData = Buffer.concat([
      this.authenticatorData(FLAGS.attestedCredential | this.verification(userVerified)),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.id,
      coseKey,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", new Uint8Array(authData)],
      ]),
    );
    return {
      id: base64url(this.id),
      rawId: base64url(this.id),
      type: "public-key",
      response: {
        clientDataJSON: base64url(clientDataJSON),
        attestationObject: base64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /** The browser's answer to sign-in options: the challenge signed with this passkey. */
  get(options: PublicKeyCredentialRequestOptionsJSON, { userVerified = true } = {}): AuthenticationResponseJSON {
    this.counter += 1;
    const clientDataJSON = this.clientData("webauthn.get", options.challenge);
    const authenticatorData = this.authenticatorData(this.verification(userVerified));
    const signature = sign("sha256", Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.key);
    return {
      id: base64url(this.id),
      rawId: base64url(this.id),
      type: "public-key",
      response: {
        clientDataJSON: base64url(clientDataJSON),
        authenticatorData: base64url(authenticatorData),
        signature: base64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }

  private verification = (userVerified: boolean) => FLAGS.userPresent | (userVerified ? FLAGS.userVerified : 0);

  private clientData(type: string, challenge: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** The relying party's hash, the flags and the signature counter. */
  private authenticatorData(flags: number) {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), counter]);
  }
}
