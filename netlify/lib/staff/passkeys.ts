/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: the options a browser needs to make or use one, and the
 * checks of what it sends back. The site is the relying party under the host it is served from (a passkey made on
 * the production domain works there only; http://localhost counts as secure). Every challenge is stored and used
 * once (store/staff.ts), so an answer cannot be replayed. User verification is required, making and using a passkey
 * alike (USER_VERIFICATION): the device's PIN, fingerprint or face, so a device alone signs nobody in.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import siteConfig from "../../../data/site-config.json";
import type { NewPasskey, StaffMember, StaffQueries, StoredPasskey } from "../store/staff";

type RelyingParty = { readonly id: string; readonly origin: string };

/** Asked of the browser in every options; an answer without the flag that says it was done is refused. */
const USER_VERIFICATION = "required";

/** The relying party a request speaks to: its own host and origin. */
const relyingParty = (req: Request): RelyingParty => {
  const url = new URL(req.url);
  return { id: url.hostname, origin: url.origin };
};

/** Options to make a passkey for an invited person; its challenge is stored for their invitation. */
export async function registrationOptions(
  req: Request,
  store: StaffQueries,
  member: StaffMember,
  invitationHash: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await generateRegistrationOptions({
    rpName: siteConfig.siteTitle,
    rpID: relyingParty(req).id,
    userName: member.email,
    userDisplayName: member.name,
    userID: new TextEncoder().encode(member.id),
    attestationType: "none",
    // A discoverable passkey: signing in then asks for no address.
    authenticatorSelection: { residentKey: "required", userVerification: USER_VERIFICATION },
  });
  await store.saveChallenge(options.challenge, invitationHash);
  return options;
}

/** The new passkey, when the browser's answer is to this site's challenge for this invitation; else undefined. */
export async function verifiedRegistration(
  req: Request,
  store: StaffQueries,
  response: RegistrationResponseJSON,
  invitationHash: string,
): Promise<NewPasskey | undefined> {
  const { id, origin } = relyingParty(req);
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: (challenge) => store.takeChallenge(challenge, invitationHash),
    expectedOrigin: origin,
    expectedRPID: id,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!result?.verified) return undefined;
  const { credential } = result.registrationInfo;
  return {
    id: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
}

/** Options to sign in with any passkey of this site (the browser offers the ones it has). */
export async function authenticationOptions(
  req: Request,
  store: StaffQueries,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(req).id,
    userVerification: USER_VERIFICATION,
  });
  await store.saveChallenge(options.challenge);
  return options;
}

/** The passkey's new signature counter, when the answer is signed by `passkey` over a challenge of this site. */
export async function verifiedAuthentication(
  req: Request,
  store: StaffQueries,
  response: AuthenticationResponseJSON,
  passkey: StoredPasskey,
): Promise<number | undefined> {
  const { id, origin } = relyingParty(req);
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: (challenge) => store.takeChallenge(challenge),
    expectedOrigin: origin,
    expectedRPID: id,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: passkey.counter,
      transports: [...passkey.transports] as AuthenticatorTransport[],
    },
    requireUserVerification: true,
  }).catch(() => undefined);
  return result?.verified ? result.authenticationInfo.newCounter : undefined;
}
