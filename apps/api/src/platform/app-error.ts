import type { MessageKey } from '@mp/contract/errors';

/**
 * The one application error (documenso's AppError idea): a status, a stable key from the
 * contract's catalogue, optional per-field keys for 400. The error handler translates it.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly options: {
      /** field -> validation or message keys, translated by the error handler */
      fields?: Record<string, string[]>;
      params?: Record<string, string | number>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}
