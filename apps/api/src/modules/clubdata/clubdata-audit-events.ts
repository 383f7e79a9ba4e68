/** The club data area's audit events (platform/audit.ts gathers every area's). */
export const CLUBDATA_AUDIT_EVENTS = [
  'integration_key_created',
  'integration_key_rotated',
  'integration_key_revoked',
  'club_import_uploaded',
  'club_import_applied',
  'club_import_discarded',
] as const;
export type ClubdataAuditEvent = (typeof CLUBDATA_AUDIT_EVENTS)[number];
