import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's first recommended profile: 19 MiB memory, 2 passes, 1 lane. */
// 2 is Algorithm.Argon2id: the package ships it as a const enum, which isolated modules cannot read.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Login for an unknown e-mail still runs one argon2 verification, so the answer takes about as
 * long as a wrong password (SECURITY.md: similar timing, no account enumeration).
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-real-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
