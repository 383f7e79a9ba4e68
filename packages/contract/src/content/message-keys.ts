/** The content area's notification and error keys (issue 22). */
export const CONTENT_MESSAGE_KEYS = [
  'content_saved',
  'content_created',
  'content_hidden',
  'content_shown',
  'content_moved',
  'content_image_uploaded',
  'content_image_rejected',
] as const;
export type ContentMessageKey = (typeof CONTENT_MESSAGE_KEYS)[number];
