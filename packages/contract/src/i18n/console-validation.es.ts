import { broadcastsValidationEs } from '../broadcasts/validation.es.ts';
import { clubdataValidationEs } from '../clubdata/validation.es.ts';
import { contentValidationEs } from '../content/validation.es.ts';
import { ordersValidationEs } from '../orders/validation.es.ts';
import { webhooksValidationEs } from '../webhooks/validation.es.ts';
import type { ConsoleValidationKey } from './console-validation.en.ts';

/** The console's areas' validation texts in Spanish (see console-validation.en.ts). */
export const consoleValidationEs: Record<ConsoleValidationKey, string> = {
  ...ordersValidationEs,
  ...broadcastsValidationEs,
  ...contentValidationEs,
  ...clubdataValidationEs,
  ...webhooksValidationEs,
};
