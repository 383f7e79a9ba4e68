import { createHmac } from 'node:crypto';
import {
  PASSKEY_CHALLENGE_MINUTES,
  PASSKEY_MAX_PER_ACCOUNT,
  PASSKEY_TRANSPORTS,
  TOTP_ISSUER,
} from '@mp/contract/staff/constants';
import type { StaffMessageKey } from '@mp/contract/staff/message-keys';
import type {
  PasskeyAuthenticationOptions,
  PasskeyRegistrationOptions,
  StaffPasskey,
  StaffSession,
} from '@mp/contract/staff/schemas';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import type { Caller, StaffCaller } from '../../platform/http/caller.ts';
import {
  countPasskeys,
  deletePasskey,
  findOwnPasskeyByCredential,
  insertPasskey,
  listPasskeys,
  type PasskeyCeremony,
  recordPasskeyUse,
  renamePasskey,
  type StaffPasskeyRow,
  storeChallenge,
  takeChallenge,
} from './passkeys-repository.ts';
import type { IssuedSession, RequestInfo, StaffService } from './staff-service.ts';

const MINUTE = 60_000;

type Transport = (typeof PASSKEY_TRANSPORTS)[number];
const isTransport = (value: string): value is Transport =>
  (PASSKEY_TRANSPORTS as readonly string[]).includes(value);

function toPasskey(row: StaffPasskeyRow): StaffPasskey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}

function descriptorOf(row: StaffPasskeyRow) {
  return {
    id: row.credentialId,
    type: 'public-key' as const,
    transports: row.transports.filter(isTransport),
  };
}

function asCaller(staff: StaffCaller): Caller {
  return { kind: 'staff', ...staff };
}

/**
 * Passkeys (WebAuthn, @simplewebauthn/server), the stronger second factor (issue 21): a
 * signed-in staff member adds, renames and removes their own; at sign-in, after the password, a
 * passkey stands in for the authenticator app's code and the session is signed in exactly as
 * after a code. The relying party is the portal's public URL (its host name and origin); each
 * ceremony's challenge is kept on the session, single use, for 5 minutes.
 */
export function createPasskeyService(
  ctx: Pick<AppContext, 'db' | 'config' | 'limits'>,
  staff: StaffService,
) {
  const { db, config, limits } = ctx;
  const publicUrl = new URL(config.publicUrl);
  const rpID = publicUrl.hostname;
  const expectedOrigin = publicUrl.origin;
  const timeout = PASSKEY_CHALLENGE_MINUTES * MINUTE;

  /**
   * WebAuthn's user handle: opaque and stable per account (an authenticator replaces its own
   * passkey for the account rather than adding a second), with no e-mail or id in it.
   */
  function userHandle(staffId: number): Uint8Array<ArrayBuffer> {
    const digest = createHmac('sha256', `${config.secret}:staff-passkey-user`)
      .update(String(staffId))
      .digest();
    return new Uint8Array(digest);
  }

  async function newChallenge(
    sessionId: string,
    kind: PasskeyCeremony,
    challenge: string,
  ): Promise<void> {
    await storeChallenge(db, sessionId, kind, challenge, new Date(Date.now() + timeout));
  }

  /** The passkey step is the second step only: a signed-in session has nothing to prove. */
  async function pendingAccount(caller: StaffCaller) {
    if (caller.stage === 'full') throw new AppError(409, 'staff_already_signed_in');
    const account = await staff.accountOf(caller);
    if (!account.totpEnrolledAt) throw new AppError(409, 'staff_not_enrolled');
    return account;
  }

  return {
    async list(caller: StaffCaller): Promise<StaffPasskey[]> {
      return (await listPasskeys(db, caller.staffId)).map(toPasskey);
    },

    async registrationOptions(caller: StaffCaller): Promise<PasskeyRegistrationOptions> {
      const account = await staff.accountOf(caller);
      const existing = await listPasskeys(db, account.id);
      if (existing.length >= PASSKEY_MAX_PER_ACCOUNT) {
        throw new AppError(409, 'staff_passkey_limit');
      }
      const options = await generateRegistrationOptions({
        rpName: TOTP_ISSUER,
        rpID,
        userName: account.email,
        userDisplayName: account.name,
        userID: userHandle(account.id),
        timeout,
        attestationType: 'none',
        excludeCredentials: existing.map(descriptorOf),
        // A second factor after the password: the touch of a security key is enough (a PIN or
        // a fingerprint when the authenticator asks for one).
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      await newChallenge(caller.sessionId, 'registration', options.challenge);
      return {
        rp: options.rp,
        user: options.user,
        challenge: options.challenge,
        pubKeyCredParams: options.pubKeyCredParams.map((p) => ({
          alg: p.alg,
          type: 'public-key' as const,
        })),
        timeout: options.timeout,
        excludeCredentials: existing.map(descriptorOf),
        authenticatorSelection: options.authenticatorSelection,
        attestation: options.attestation,
      };
    },

    async add(
      caller: StaffCaller,
      body: {
        name: string;
        response: Omit<RegistrationResponseJSON, 'clientExtensionResults'>;
      },
      request: RequestInfo,
    ): Promise<StaffPasskey> {
      const account = await staff.accountOf(caller);
      const now = new Date();
      // Taken first, whatever follows: a challenge answers one attempt.
      const challenge = await takeChallenge(db, caller.sessionId, 'registration', now);
      if (!challenge) throw new AppError(400, 'staff_passkey_challenge_invalid');
      let info: Awaited<ReturnType<typeof verifyRegistrationResponse>>['registrationInfo'];
      try {
        const result = await verifyRegistrationResponse({
          response: { ...body.response, clientExtensionResults: {} },
          expectedChallenge: challenge,
          expectedOrigin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
        info = result.verified ? result.registrationInfo : undefined;
      } catch {
        info = undefined;
      }
      if (!info) throw new AppError(400, 'staff_passkey_invalid');
      const credential = info.credential;
      const row = await db.transaction(async (tx) => {
        if ((await countPasskeys(tx, account.id)) >= PASSKEY_MAX_PER_ACCOUNT) return 'limit';
        const inserted = await insertPasskey(tx, {
          staffId: account.id,
          credentialId: credential.id,
          publicKey: isoBase64URL.fromBuffer(credential.publicKey),
          counter: credential.counter,
          transports: (body.response.response.transports ?? []).filter(isTransport),
          name: body.name,
          createdAt: now,
        });
        if (!inserted) return 'taken';
        await audit(tx, 'staff_passkey_added', {
          caller: asCaller(caller),
          ip: request.ip,
          requestId: request.requestId,
          detail: { passkey_id: inserted.id, name: inserted.name, aaguid: info.aaguid },
        });
        return inserted;
      });
      if (row === 'limit') throw new AppError(409, 'staff_passkey_limit');
      if (row === 'taken') throw new AppError(409, 'staff_passkey_taken');
      return toPasskey(row);
    },

    async rename(
      caller: StaffCaller,
      id: number,
      name: string,
      request: RequestInfo,
    ): Promise<StaffPasskey> {
      const row = await db.transaction(async (tx) => {
        const renamed = await renamePasskey(tx, caller.staffId, id, name);
        if (!renamed) return undefined;
        await audit(tx, 'staff_passkey_renamed', {
          caller: asCaller(caller),
          ip: request.ip,
          requestId: request.requestId,
          detail: { passkey_id: id, name },
        });
        return renamed;
      });
      // Another staff member's passkey is not found, as one that does not exist.
      if (!row) throw new AppError(404, 'not_found');
      return toPasskey(row);
    },

    async remove(caller: StaffCaller, id: number, request: RequestInfo): Promise<void> {
      const isRemoved = await db.transaction(async (tx) => {
        const removed = await deletePasskey(tx, caller.staffId, id);
        if (!removed) return false;
        await audit(tx, 'staff_passkey_removed', {
          caller: asCaller(caller),
          ip: request.ip,
          requestId: request.requestId,
          detail: { passkey_id: id, name: removed.name },
        });
        return true;
      });
      if (!isRemoved) throw new AppError(404, 'not_found');
    },

    /** The sign-in's second step with a passkey, first half: the challenge to sign. */
    async authenticationOptions(
      caller: StaffCaller,
      request: RequestInfo,
    ): Promise<PasskeyAuthenticationOptions> {
      const account = await pendingAccount(caller);
      const passkeys = await listPasskeys(db, account.id);
      if (passkeys.length === 0) throw new AppError(409, 'staff_passkey_none');
      await staff.checkCodeLimits(account.id, request.ip);
      const options = await generateAuthenticationOptions({
        rpID,
        allowCredentials: passkeys.map(descriptorOf),
        userVerification: 'preferred',
        timeout,
      });
      await newChallenge(caller.sessionId, 'authentication', options.challenge);
      return {
        challenge: options.challenge,
        timeout: options.timeout,
        rpId: options.rpId,
        allowCredentials: passkeys.map(descriptorOf),
        userVerification: options.userVerification,
      };
    },

    /**
     * The second half: the authenticator's signature of the challenge with one of this account's
     * passkeys, and a signature counter that rises (or stays at zero for an authenticator that
     * keeps none). A failure counts as a wrong code against the account and the address.
     */
    async verify(
      caller: StaffCaller,
      body: { response: Omit<AuthenticationResponseJSON, 'clientExtensionResults'> },
      request: RequestInfo,
    ): Promise<{ session: StaffSession; issued: IssuedSession }> {
      const account = await pendingAccount(caller);
      await staff.checkCodeLimits(account.id, request.ip);
      const now = new Date();
      const auditEntry = { caller: asCaller(caller), ip: request.ip, requestId: request.requestId };
      const fail = async (
        key: Extract<StaffMessageKey, 'staff_passkey_invalid' | 'staff_passkey_challenge_invalid'>,
        why: 'challenge' | 'unknown_credential' | 'signature' | 'counter',
        passkeyId?: number,
      ) => {
        await audit(db, 'staff_second_factor_failed', {
          ...auditEntry,
          detail: { method: 'passkey', why, ...(passkeyId && { passkey_id: passkeyId }) },
        });
        await staff.countWrongCode(account.id, request.ip);
        return new AppError(400, key);
      };

      const challenge = await takeChallenge(db, caller.sessionId, 'authentication', now);
      if (!challenge) throw await fail('staff_passkey_challenge_invalid', 'challenge');
      // Only this account's passkeys: another staff member's is as unknown as none.
      const passkey = await findOwnPasskeyByCredential(db, account.id, body.response.id);
      if (!passkey) throw await fail('staff_passkey_invalid', 'unknown_credential');

      let newCounter: number | undefined;
      try {
        const result = await verifyAuthenticationResponse({
          response: { ...body.response, clientExtensionResults: {} },
          expectedChallenge: challenge,
          expectedOrigin,
          expectedRPID: rpID,
          credential: {
            id: passkey.credentialId,
            publicKey: isoBase64URL.toBuffer(passkey.publicKey),
            // The counter is checked below, once the signature is known to be right, so that a
            // cloned authenticator is told apart from a wrong signature.
            counter: 0,
            transports: passkey.transports,
          },
          requireUserVerification: false,
        });
        if (result.verified) newCounter = result.authenticationInfo.newCounter;
      } catch {
        newCounter = undefined;
      }
      if (newCounter === undefined)
        throw await fail('staff_passkey_invalid', 'signature', passkey.id);
      const isRising = newCounter > passkey.counter || (newCounter === 0 && passkey.counter === 0);
      if (!isRising) throw await fail('staff_passkey_invalid', 'counter', passkey.id);

      const counter = newCounter;
      const outcome = await db.transaction(async (tx) => {
        // The same check in one statement: two requests with one signature cannot both pass.
        if (!(await recordPasskeyUse(tx, passkey.id, passkey.counter, counter, now))) return null;
        const signedIn = await staff.signInFully(tx, account, caller.sessionId, now);
        await audit(tx, 'staff_signed_in', {
          ...auditEntry,
          detail: { method: 'passkey', passkey_id: passkey.id },
        });
        return signedIn;
      });
      if (!outcome) throw await fail('staff_passkey_invalid', 'counter', passkey.id);
      await limits.reset('staffCodeFailuresAccount', String(account.id));
      return outcome;
    },
  };
}
