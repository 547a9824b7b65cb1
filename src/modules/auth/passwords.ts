import argon2 from 'argon2'

/**
 * argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane): memory-hard, about 30 ms
 * here, so a stolen table costs an attacker far more than it costs a sign-in.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS)
}

let dummyHash: Promise<string> | null = null

/**
 * Checks a password against a stored hash. Without a hash (unknown address, or an account that
 * only signs in socially) a dummy hash is checked anyway, so the answer takes as long either way
 * and its timing does not tell whether the address has an account.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= argon2.hash('dummy password that never matches', OPTIONS)
    await argon2.verify(await dummyHash, password).catch(() => false)
    return false
  }
  try {
    return await argon2.verify(storedHash, password)
  } catch {
    return false
  }
}

/** True when a hash was made with weaker settings than today's and should be redone at sign-in. */
export function passwordNeedsRehash(storedHash: string): boolean {
  return argon2.needsRehash(storedHash, OPTIONS)
}
