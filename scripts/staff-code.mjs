#!/usr/bin/env node
// `npm run staff:code -- <TOTP secret>`: the six-digit code an authenticator app would show now
// for that secret, for trying the staff console's demo accounts without a phone (their secrets are
// printed at start outside production). Codes change every 30 seconds; one code signs in once.
import { Secret, TOTP } from 'otpauth';

const secret = (process.argv[2] ?? '').replace(/\s+/g, '');
if (!/^[A-Z2-7]+=*$/i.test(secret)) {
  console.error('Usage: npm run staff:code -- <TOTP secret, base32>');
  process.exit(2);
}
const totp = new TOTP({ secret: Secret.fromBase32(secret.toUpperCase()), digits: 6, period: 30 });
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${totp.generate()}  (valid for ${left} more seconds)`);
