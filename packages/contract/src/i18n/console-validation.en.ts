import { broadcastsValidationEn } from '../broadcasts/validation.en.ts';
import { clubdataValidationEn } from '../clubdata/validation.en.ts';
import { contentValidationEn } from '../content/validation.en.ts';
import { ordersValidationEn } from '../orders/validation.en.ts';
import { webhooksValidationEn } from '../webhooks/validation.en.ts';

/**
 * The staff console's areas' form and 400-field texts (issue 22), one line per area: apart from
 * validation.en.ts so that members' screens never download them. The console merges them into
 * its `validation` namespace; the server looks up both.
 */
export const consoleValidationEn = {
  ...ordersValidationEn,
  ...broadcastsValidationEn,
  ...contentValidationEn,
  ...clubdataValidationEn,
  ...webhooksValidationEn,
} as const;
export type ConsoleValidationKey = keyof typeof consoleValidationEn;
