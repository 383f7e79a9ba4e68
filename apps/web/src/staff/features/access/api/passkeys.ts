import { PASSKEY_TRANSPORTS } from '@mp/contract/staff/constants';
import { staffRoutes } from '@mp/contract/staff/routes';
import type { PasskeyRegistrationBody } from '@mp/contract/staff/schemas';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '@/staff/api/client';
import { storeStaffSession } from '@/staff/api/session';

/**
 * Passkeys (WebAuthn, @simplewebauthn/browser): the second step of sign-in with one, and the
 * signed-in staff member's own list. The browser asks the authenticator; the server checks.
 */
export const passkeyKeys = { list: ['staff', 'passkeys'] as const };

/** Whether this browser can use a passkey at all (WebAuthn). */
export function canUsePasskeys(): boolean {
  return browserSupportsWebAuthn();
}

/**
 * Whether the account that just gave its password has a passkey (from the sign-in's answer), in
 * memory only: a reload mid-sign-in starts the sign-in again anyway.
 */
let accountHasPasskey = false;

export function rememberPasskey(hasPasskey: boolean) {
  accountHasPasskey = hasPasskey;
}

export function hasRememberedPasskey(): boolean {
  return accountHasPasskey;
}

type Transport = (typeof PASSKEY_TRANSPORTS)[number];
const isTransport = (value: string): value is Transport =>
  (PASSKEY_TRANSPORTS as readonly string[]).includes(value);

/** The second factor with a passkey: the challenge, the authenticator's signature, signed in. */
export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data: optionsJSON } = await staffRequest(staffRoutes.staffPasskeyOptions);
      const response = await startAuthentication({ optionsJSON });
      const { data } = await staffRequest(staffRoutes.staffPasskeyVerify, {
        body: {
          response: {
            id: response.id,
            rawId: response.rawId,
            type: response.type,
            ...(response.authenticatorAttachment && {
              authenticatorAttachment: response.authenticatorAttachment,
            }),
            clientExtensionResults: {},
            response: response.response,
          },
        },
      });
      rememberPasskey(false);
      storeStaffSession(queryClient, data);
      return data;
    },
  });
}

export const passkeysQuery = queryOptions({
  queryKey: passkeyKeys.list,
  queryFn: async ({ signal }) =>
    (await staffRequest(staffRoutes.staffPasskeys, {}, { signal })).data,
});

/** Adds a passkey: the challenge, the authenticator's new key, and the name it gets. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name }: { name: string }) => {
      const { data: optionsJSON } = await staffRequest(staffRoutes.staffPasskeyRegistrationOptions);
      const credential = await startRegistration({ optionsJSON });
      const { transports, ...attestation } = credential.response;
      const body: PasskeyRegistrationBody = {
        name,
        response: {
          id: credential.id,
          rawId: credential.rawId,
          type: credential.type,
          ...(credential.authenticatorAttachment && {
            authenticatorAttachment: credential.authenticatorAttachment,
          }),
          clientExtensionResults: {},
          response: {
            clientDataJSON: attestation.clientDataJSON,
            attestationObject: attestation.attestationObject,
            ...(attestation.authenticatorData && {
              authenticatorData: attestation.authenticatorData,
            }),
            ...(attestation.publicKeyAlgorithm !== undefined && {
              publicKeyAlgorithm: attestation.publicKeyAlgorithm,
            }),
            ...(attestation.publicKey && { publicKey: attestation.publicKey }),
            transports: (transports ?? []).filter(isTransport),
          },
        },
      };
      const { data } = await staffRequest(staffRoutes.addStaffPasskey, { body });
      await queryClient.invalidateQueries({ queryKey: passkeyKeys.list });
      return data;
    },
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: number; name: string }) => {
      const { data } = await staffRequest(staffRoutes.renameStaffPasskey, {
        params: { id },
        body: { name },
      });
      await queryClient.invalidateQueries({ queryKey: passkeyKeys.list });
      return data;
    },
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id }: { id: number }) => {
      await staffRequest(staffRoutes.removeStaffPasskey, { params: { id } });
      await queryClient.invalidateQueries({ queryKey: passkeyKeys.list });
    },
  });
}

/**
 * What the browser said when the authenticator was not used: the person cancelled or it timed
 * out (NotAllowedError), this authenticator is registered already (InvalidStateError), or
 * anything else.
 */
export function passkeyBrowserProblem(error: unknown): 'cancelled' | 'exists' | 'failed' {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (name === 'InvalidStateError') return 'exists';
  return 'failed';
}
