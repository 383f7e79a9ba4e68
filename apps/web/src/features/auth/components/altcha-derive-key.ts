import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/web/sha';
import type { DeriveKeyFunction } from 'altcha-lib/types';

/**
 * The browser's (WebCrypto) key derivation for an ALTCHA challenge's algorithm: PBKDF2, else SHA.
 * The workers use it (altcha-worker.ts), and the page only when it solves without them.
 */
export const deriveKey: DeriveKeyFunction = (parameters, salt, password) =>
  (parameters.algorithm.startsWith('PBKDF2') ? pbkdf2 : sha)(parameters, salt, password);
