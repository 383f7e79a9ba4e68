/** Messages any call can answer with (spec §8 and the platform's own). */
export const HTTP_MESSAGE_KEYS = [
  'error_generic',
  'unauthenticated',
  'unauthorized',
  'not_found',
  'validation_failed',
  'too_many_attempts',
  'service_unavailable',
] as const;
export type HttpMessageKey = (typeof HTTP_MESSAGE_KEYS)[number];
