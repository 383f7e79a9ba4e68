import type { HttpMessageKey } from './message-keys.ts';

export const httpMessagesEn: Record<HttpMessageKey, string> = {
  error_generic: 'An error occurred, please try again..',
  unauthenticated: 'Your session has ended. Please follow the login steps again.',
  unauthorized:
    'You do not have the privileges for this action. Please contact the organisation administrator.',
  not_found: 'Not Found. Please contact our team (code 604).',
  validation_failed: 'Some fields need your attention.',
  too_many_attempts: 'Too many attempts. Please try again in {{seconds}} seconds.',
  service_unavailable: 'The service is unavailable right now. Please try again in a moment.',
};
