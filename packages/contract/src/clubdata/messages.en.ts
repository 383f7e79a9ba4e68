import { IMPORT_MAX_BYTES, INTEGRATION_KEYS_MAX } from './constants.ts';
import type { ClubdataMessageKey } from './message-keys.ts';

export const clubdataMessagesEn: Record<ClubdataMessageKey, string> = {
  import_file_missing: 'Choose a CSV file to upload.',
  import_file_too_large: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB: split it into smaller files.`,
  import_file_unreadable:
    'The file could not be read as CSV. Check that it is a comma-separated UTF-8 file.',
  import_not_checked: 'This import is not ready to apply: wait for its dry run to finish.',
  import_has_errors: 'This file has errors: fix the lines shown and upload it again.',
  import_already_done: 'This import was already applied, discarded or expired.',
  import_started: 'The file is uploaded: its dry run is running.',
  import_applied: 'The import is being applied.',
  import_discarded: 'The import is discarded and its file deleted.',
  integration_key_created: 'The API key is created. Copy it now: it is not shown again.',
  integration_key_rotated:
    'The API key is replaced. Copy the new one now: the old one no longer works.',
  integration_key_revoked: 'The API key is revoked: it no longer works.',
  integration_key_revoked_already: 'This API key is already revoked.',
  integration_keys_full: `There are already ${INTEGRATION_KEYS_MAX} API keys: revoke one you no longer use.`,
  integration_key_invalid: 'The API key is missing, unknown or revoked.',
  integration_scope_missing: 'This API key may not write this kind of data.',
};
