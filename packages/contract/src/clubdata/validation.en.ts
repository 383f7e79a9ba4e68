import { CLUB_MEMBER_ID_MAX } from './constants.ts';

/** The club data area's row texts (gathered in i18n/validation.en.ts): CSV lines and API bodies. */
export const clubdataValidationEn = {
  club_id_invalid: 'Use letters, digits and - _ . / only, within the column width.',
  club_member_id_invalid: `A member ID is a whole number from 1 to ${CLUB_MEMBER_ID_MAX.toLocaleString('en-US')}.`,
  club_text_too_long: 'This value is longer than the column allows.',
  club_amount_invalid: 'Write an amount such as 1250 or 1250.50 (no currency sign, no commas).',
  club_whole_number_invalid: 'Write a whole number within the allowed range.',
  club_flag_invalid: 'Write true or false (or yes/no, 1/0).',
  club_date_invalid: 'Write a date as YYYY-MM-DD.',
  club_choice_invalid: 'This value is not one of the allowed ones.',
  club_weeks_over_total: 'Used weeks cannot be more than the total weeks.',
  club_departure_before_arrival: 'The departure cannot be before the arrival.',
  club_fee_type_required: 'Other fees need their fee type.',
  club_hotel_unknown: 'No hotel of the portal has this name.',
  club_duplicate_id: 'This id is already on an earlier line of the file.',
  club_column_unknown: 'This column is not one of the file format.',
  club_column_missing: 'This column is missing from the header line.',
  club_row_width: 'This line has a different number of cells than the header.',
} as const;
export type ClubdataValidationKey = keyof typeof clubdataValidationEn;
