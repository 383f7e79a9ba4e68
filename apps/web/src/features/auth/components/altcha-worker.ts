// A Web Worker that searches part of an ALTCHA challenge's counters (altcha.ts starts it): the
// library's own workers derive keys with node:crypto, so this one uses the WebCrypto algorithms.
import { handler } from 'altcha-lib/workers/shared';
import { deriveKey } from './altcha-derive-key';

handler({ deriveKey });
