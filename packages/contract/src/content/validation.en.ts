import {
  CONTENT_HTML_MAX_LENGTH,
  FAQ_TITLE_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  UNIT_MAX_GUESTS,
} from './bounds.ts';

/** The content area's form and 400-field texts (gathered in i18n/validation.en.ts). */
export const contentValidationEn = {
  content_title_max: `Use at most ${FAQ_TITLE_MAX_LENGTH} characters.`,
  content_html_max: `Use at most ${CONTENT_HTML_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  content_html_empty: 'Nothing would be left of this text once cleaned: write it as text.',
  content_link_invalid: 'Enter a web address that starts with https://.',
  content_buy_link: 'Enter a web address that starts with https://, or # for none.',
  content_image_invalid: 'Choose an illustration or upload an image.',
  content_image_type: 'Upload a PNG, JPEG or WebP image.',
  content_image_too_large: `Upload an image of at most ${IMAGE_MAX_BYTES / 1_048_576} MB.`,
  content_destination_invalid: 'Choose a destination from the list.',
  content_guests_range: `Choose between 1 and ${UNIT_MAX_GUESTS} guests.`,
  content_hotel_unknown: 'Choose a hotel from the list.',
} as const;
export type ContentValidationKey = keyof typeof contentValidationEn;
