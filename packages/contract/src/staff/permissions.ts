/**
 * The club's team (STAFF.md "Who"): permissions are data, roles are sets of them, and every staff
 * route declares the one it needs beside its schema (`access: { permission }` in its route).
 */
export const PERMISSIONS = [
  // The desk: every agent.
  'desk:read',
  'thread:reply',
  'thread:assign_self',
  'reservation:decide',
  'profile_review:decide',
  'member:read',
  'member:resend_verification',
  'member:end_sessions',
  // A supervisor's more.
  'thread:assign_others',
  'canned:edit',
  'member:disable',
  'audit:read',
  'broadcast:send',
  'content:edit',
  'jobs:manage',
  'orders:read',
  // An admin's more.
  'staff:manage',
  'integrations:manage',
  'data:import',
  'order:refund',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const STAFF_ROLES = ['agent', 'supervisor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const AGENT: readonly Permission[] = [
  'desk:read',
  'thread:reply',
  'thread:assign_self',
  'reservation:decide',
  'profile_review:decide',
  'member:read',
  'member:resend_verification',
  'member:end_sessions',
];
const SUPERVISOR: readonly Permission[] = [
  ...AGENT,
  'thread:assign_others',
  'canned:edit',
  'member:disable',
  'audit:read',
  'broadcast:send',
  'content:edit',
  'jobs:manage',
  'orders:read',
];
const ADMIN: readonly Permission[] = [
  ...SUPERVISOR,
  'staff:manage',
  'integrations:manage',
  'data:import',
  'order:refund',
];

/** Each role's permissions (STAFF.md table): a supervisor has an agent's, an admin a supervisor's. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  agent: AGENT,
  supervisor: SUPERVISOR,
  admin: ADMIN,
};

export function permissionsOf(role: StaffRole): readonly Permission[] {
  return ROLE_PERMISSIONS[role];
}

export function roleHas(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}
