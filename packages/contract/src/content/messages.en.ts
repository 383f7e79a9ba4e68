import type { ContentMessageKey } from './message-keys.ts';

export const contentMessagesEn: Record<ContentMessageKey, string> = {
  content_saved: 'Saved. Members see the change now.',
  content_created: 'Added. Members see it now.',
  content_hidden: 'Hidden. Members no longer see it.',
  content_shown: 'Shown. Members see it again.',
  content_moved: 'Moved.',
  content_image_uploaded: 'The image is uploaded. Save to use it.',
  content_image_rejected: 'The file is not a PNG, JPEG or WebP image of at most 1 MB.',
};
