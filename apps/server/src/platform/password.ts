import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's floor: m = 19 MiB, t = 2, p = 1 (issue 2). @node-rs/argon2 runs
 * the work on libuv's thread pool, so two hashes use the two cores without blocking
 * the event loop.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 as const };

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

/** A hash to verify against when the account does not exist, so timing does not tell. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('not-a-real-password-1');
  return dummy;
}
