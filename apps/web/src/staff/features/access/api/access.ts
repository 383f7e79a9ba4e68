import { staffRoutes } from '@mp/contract/staff/routes';
import type {
  StaffCompleteEnrolmentBody,
  StaffEnrolmentResult,
  StaffSetPasswordBody,
  StaffSignInBody,
  StaffVerifyBody,
} from '@mp/contract/staff/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { setCsrfToken, staffRequest } from '@/staff/api/client';
import { storeStaffSession } from '@/staff/api/session';
import { rememberPasskey } from './passkeys';

export const accessKeys = {
  enrolment: ['staff', 'enrolment'] as const,
  setupLink: (token: string) => ['staff', 'setup-link', token] as const,
};

/** E-mail and password: the session's password stage; the answer says which step is next. */
export function useStaffSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StaffSignInBody) => {
      // Whoever was signed in on this page before is forgotten first.
      queryClient.clear();
      const { data } = await staffRequest(staffRoutes.staffSignIn, { body });
      setCsrfToken(data.csrf_token);
      rememberPasskey(data.passkey);
      return data;
    },
  });
}

/** The authenticator's secret and QR code (created on the first call, then the same). */
export const enrolmentQuery = queryOptions({
  queryKey: accessKeys.enrolment,
  queryFn: async ({ signal }) =>
    (await staffRequest(staffRoutes.staffEnrolment, {}, { signal })).data,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
  retry: false,
});

/**
 * The recovery codes of a completed enrolment, in memory only until the next screen shows them
 * once (never in the URL, the history's state or storage).
 */
let freshRecoveryCodes: { email: string; codes: string[] } | null = null;

export function takeRecoveryCodes() {
  return freshRecoveryCodes;
}

export function forgetRecoveryCodes() {
  freshRecoveryCodes = null;
}

export function useCompleteEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StaffCompleteEnrolmentBody): Promise<StaffEnrolmentResult> => {
      const { data } = await staffRequest(staffRoutes.staffCompleteEnrolment, { body });
      freshRecoveryCodes = { email: data.session.staff.email, codes: data.recovery_codes };
      queryClient.removeQueries({ queryKey: accessKeys.enrolment });
      storeStaffSession(queryClient, data.session);
      return data;
    },
  });
}

export function useVerify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StaffVerifyBody) => {
      const { data } = await staffRequest(staffRoutes.staffVerify, { body });
      storeStaffSession(queryClient, data);
      return data;
    },
  });
}

export const setupLinkQuery = (token: string) =>
  queryOptions({
    queryKey: accessKeys.setupLink(token),
    queryFn: async ({ signal }) =>
      (await staffRequest(staffRoutes.staffSetupLink, { params: { token } }, { signal })).data,
    retry: false,
  });

export function useSetPassword(token: string) {
  return useMutation({
    mutationFn: async (body: StaffSetPasswordBody) => {
      await staffRequest(staffRoutes.staffSetPassword, { params: { token }, body });
    },
  });
}

/** Sign out (this session) or everywhere (every session of the account); the cache goes. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ everywhere }: { everywhere: boolean }) => {
      try {
        if (everywhere) await staffRequest(staffRoutes.staffSignOutEverywhere);
        else await staffRequest(staffRoutes.staffSignOut);
      } finally {
        setCsrfToken(null);
        queryClient.clear();
      }
    },
  });
}
