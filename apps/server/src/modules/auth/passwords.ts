import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (algorithm 2 = Argon2id): 19 MiB, 2 passes, 1 lane.
const options = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

let decoy: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. Without a hash (unknown user, directory user) it
 * still verifies against a decoy, so both answers take the same time.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  decoy ??= hashPassword('decoy password that never matches');
  const target = storedHash ?? (await decoy);
  const matches = await verify(target, password).catch(() => false);
  return storedHash !== null && matches;
}
