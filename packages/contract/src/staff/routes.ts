import { z } from 'zod';
import { data, noContent, route } from '../http/route.ts';
import {
  auditLogPageSchema,
  auditLogQuerySchema,
  inviteStaffBodySchema,
  staffAccountParamsSchema,
  staffAccountSchema,
  staffCompleteEnrolmentBodySchema,
  staffEnrolmentResultSchema,
  staffEnrolmentSchema,
  staffSessionSchema,
  staffSetPasswordBodySchema,
  staffSetupLinkSchema,
  staffSetupParamsSchema,
  staffSignInBodySchema,
  staffSignInResultSchema,
  staffVerifyBodySchema,
} from './schemas.ts';

/**
 * The staff area's calls (issue 21): sign-in with a second factor that is never optional, the
 * session, the setup link of a new account, staff accounts and the audit log. The session lives
 * in an HttpOnly cookie scoped to /api/staff; changes carry the X-CSRF-Token header.
 *
 * Every call uses the `payment` catalogue for now: it shows the server's own (translated)
 * message for 400, 403 and 409, which these calls need (a CSRF refusal is not a missing
 * permission; a disabled account is not an unset password). A `staff` catalogue with the same
 * mapping belongs in errors.ts.
 */
export const staffRoutes = {
  staffSignIn: route({
    method: 'POST',
    path: '/api/staff/session',
    access: 'public',
    body: staffSignInBodySchema,
    response: data(staffSignInResultSchema),
    status: 200,
    errors: 'staff',
    summary:
      'Sign in with e-mail and password: sets the session cookie at its password stage (the second factor comes next)',
    rateLimited: true,
    // After the right password only: a disabled account, or one whose password is not set yet.
    errorStatuses: [403],
  }),
  staffEnrolment: route({
    method: 'GET',
    path: '/api/staff/session/enrolment',
    access: 'staff_pending',
    response: data(staffEnrolmentSchema),
    status: 200,
    errors: 'staff',
    summary: 'The TOTP secret to enrol (created on the first call and kept), with its QR code',
    errorStatuses: [409],
  }),
  staffCompleteEnrolment: route({
    method: 'POST',
    path: '/api/staff/session/enrolment',
    access: 'staff_pending',
    body: staffCompleteEnrolmentBodySchema,
    response: data(staffEnrolmentResultSchema),
    status: 200,
    errors: 'staff',
    summary:
      'Confirm the authenticator with a code: the session is signed in and the ten recovery codes are shown once',
    rateLimited: true,
    errorStatuses: [409],
  }),
  staffVerify: route({
    method: 'POST',
    path: '/api/staff/session/verify',
    access: 'staff_pending',
    body: staffVerifyBodySchema,
    response: data(staffSessionSchema),
    status: 200,
    errors: 'staff',
    summary:
      'The second factor: an authenticator code (never one of a used time step) or a recovery code (once)',
    rateLimited: true,
    errorStatuses: [409],
  }),
  staffSession: route({
    method: 'GET',
    path: '/api/staff/session',
    access: 'staff',
    response: data(staffSessionSchema),
    status: 200,
    errors: 'staff',
    summary: 'The signed-in staff member, their permissions and the CSRF token',
  }),
  staffSignOut: route({
    method: 'DELETE',
    path: '/api/staff/session',
    access: 'staff_pending',
    response: noContent,
    status: 204,
    errors: 'staff',
    summary: 'Sign out: this session ends and its cookie is cleared',
  }),
  staffSignOutEverywhere: route({
    method: 'POST',
    path: '/api/staff/session/everywhere',
    access: 'staff',
    response: noContent,
    status: 204,
    errors: 'staff',
    summary: 'Sign out everywhere: every session of this staff account ends, this one too',
  }),
  staffSetupLink: route({
    method: 'GET',
    path: '/api/staff/setup/:token',
    access: 'public',
    params: staffSetupParamsSchema,
    response: data(staffSetupLinkSchema),
    status: 200,
    errors: 'staff',
    summary: 'Check a setup link (invitation or first admin): 404 once used, expired or unknown',
    rateLimited: true,
  }),
  staffSetPassword: route({
    method: 'POST',
    path: '/api/staff/setup/:token',
    access: 'public',
    params: staffSetupParamsSchema,
    body: staffSetPasswordBodySchema,
    response: noContent,
    status: 204,
    errors: 'staff',
    summary: "Set the account's password through its setup link (the link dies with it)",
    rateLimited: true,
  }),
  staffAccounts: route({
    method: 'GET',
    path: '/api/staff/accounts',
    access: { permission: 'staff:manage' },
    response: data(z.array(staffAccountSchema)),
    status: 200,
    errors: 'staff',
    summary: 'The staff accounts',
  }),
  inviteStaff: route({
    method: 'POST',
    path: '/api/staff/accounts',
    access: { permission: 'staff:manage' },
    body: inviteStaffBodySchema,
    response: data(staffAccountSchema),
    status: 201,
    errors: 'staff',
    summary:
      'Invite a staff member: the account, and an e-mail in their language with a single-use, expiring link to set the password',
    errorStatuses: [409],
  }),
  disableStaff: route({
    method: 'POST',
    path: '/api/staff/accounts/:id/disable',
    access: { permission: 'staff:manage' },
    params: staffAccountParamsSchema,
    response: data(staffAccountSchema),
    status: 200,
    errors: 'staff',
    summary: "Disable a staff account: its sessions end at once (not one's own account: 409)",
    errorStatuses: [409],
  }),
  enableStaff: route({
    method: 'POST',
    path: '/api/staff/accounts/:id/enable',
    access: { permission: 'staff:manage' },
    params: staffAccountParamsSchema,
    response: data(staffAccountSchema),
    status: 200,
    errors: 'staff',
    summary: 'Enable a disabled staff account again',
  }),
  auditLog: route({
    method: 'GET',
    path: '/api/staff/audit',
    access: { permission: 'audit:read' },
    query: auditLogQuerySchema,
    response: data(auditLogPageSchema),
    status: 200,
    errors: 'staff',
    summary: 'The audit log, newest first, 50 a page, filtered by staff member, member and dates',
  }),
};
