import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { PasskeyAssertion, PasskeyCreationOptions, PasskeyRegistrationCredential, PasskeyRequestOptions } from '../../../src/contract/api';

/** Where a ceremony happens: the page's origin and the relying party id the authenticator signs for. */
export interface CeremonySite {
  origin: string;
  rpId: string;
}

/** What an assertion may be made to differ in, to test the server's checks. */
export interface AssertionChoices {
  /** The counter to sign; by default the last one plus one (or 0 for an authenticator without a counter). */
  counter?: number;
  /** Another credential id to claim (its signature stays this authenticator's). */
  credentialId?: string;
  userHandle?: string | null;
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_BACKUP_ELIGIBLE = 0x08;
const FLAG_BACKED_UP = 0x10;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const base64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

/**
 * A passkey authenticator in software, as a browser's virtual authenticator is: one P-256 key
 * (ES256), 'none' attestation, a signature counter (or none, `counting: false`, as synced
 * passkeys have). It builds the JSON navigator.credentials.create() / get() give, for any origin
 * and relying party id, so that tests can answer the server's challenges, rightly or wrongly.
 */
export class SoftwareAuthenticator {
  readonly credentialId: string;
  counter: number;
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private userHandle: string | null = null;

  constructor(private readonly options: { counting?: boolean; backedUp?: boolean; startCounter?: number } = {}) {
    this.credentialId = base64url(randomBytes(32));
    this.counter = options.counting === false ? 0 : (options.startCounter ?? 1);
    ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' }));
  }

  /** The public key as COSE (kty EC2, alg ES256, crv P-256). */
  private cosePublicKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
  }

  private flags(extra: number): number {
    const backup = this.options.backedUp ? FLAG_BACKUP_ELIGIBLE | FLAG_BACKED_UP : 0;
    return FLAG_USER_PRESENT | FLAG_USER_VERIFIED | backup | extra;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create() answering `options` on `site`. */
  register(options: PasskeyCreationOptions, site: CeremonySite): PasskeyRegistrationCredential {
    this.userHandle = options.user.id;
    const credentialId = Buffer.from(this.credentialId, 'base64url');
    const credentialIdLength = Buffer.alloc(2);
    credentialIdLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      sha256(site.rpId),
      Buffer.from([this.flags(FLAG_ATTESTED_CREDENTIAL)]),
      counterBytes(this.counter),
      Buffer.alloc(16),
      credentialIdLength,
      credentialId,
      this.cosePublicKey(),
    ]);
    const attestation: [string, string | Uint8Array | Map<string, string>][] = [
      ['fmt', 'none'],
      ['attStmt', new Map<string, string>()],
      ['authData', new Uint8Array(authData)],
    ];
    const attestationObject = isoCBOR.encode(new Map(attestation));
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: base64url(this.clientData('webauthn.create', options.challenge, site.origin)),
        attestationObject: base64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get() answering `options` on `site`; the counter moves on unless `choices.counter` says otherwise. */
  assert(options: Pick<PasskeyRequestOptions, 'challenge'>, site: CeremonySite, choices: AssertionChoices = {}): PasskeyAssertion {
    const counter = choices.counter ?? (this.options.counting === false ? 0 : this.counter + 1);
    if (choices.counter === undefined) this.counter = counter;
    const authData = Buffer.concat([sha256(site.rpId), Buffer.from([this.flags(0)]), counterBytes(counter)]);
    const clientData = this.clientData('webauthn.get', options.challenge, site.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    const userHandle = choices.userHandle === undefined ? this.userHandle : choices.userHandle;
    const id = choices.credentialId ?? this.credentialId;
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: base64url(clientData),
        authenticatorData: base64url(authData),
        signature: base64url(signature),
        ...(userHandle ? { userHandle } : {}),
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
