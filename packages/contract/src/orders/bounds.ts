/**
 * The payments desk's input bounds, with no imports: the validation texts (loaded with every
 * screen's catalogue) read them from here without pulling the payments code in.
 */
export const REFUND_REASON_MIN_LENGTH = 5;
export const REFUND_REASON_MAX_LENGTH = 500;
