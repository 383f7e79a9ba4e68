// A Web Worker that searches part of an ALTCHA challenge's counters (altcha.ts starts it): the
// library's own workers derive keys with node:crypto, so this one uses its WebCrypto algorithms.
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/web/sha';
import { handler } from 'altcha-lib/workers/shared';

handler({
  deriveKey: (parameters, salt, password) =>
    (parameters.algorithm.startsWith('PBKDF2') ? pbkdf2 : sha)(parameters, salt, password),
});
