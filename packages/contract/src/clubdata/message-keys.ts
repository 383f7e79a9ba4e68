/** The club data area's notification and error keys (issue 22). */
export const CLUBDATA_MESSAGE_KEYS = [
  'import_file_missing',
  'import_file_too_large',
  'import_file_unreadable',
  'import_not_checked',
  'import_has_errors',
  'import_already_done',
  'import_started',
  'import_applied',
  'import_discarded',
  'integration_key_created',
  'integration_key_rotated',
  'integration_key_revoked',
  'integration_key_revoked_already',
  'integration_keys_full',
  'integration_key_invalid',
  'integration_scope_missing',
] as const;
export type ClubdataMessageKey = (typeof CLUBDATA_MESSAGE_KEYS)[number];
