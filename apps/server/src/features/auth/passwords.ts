import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP-grade memory cost). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A real hash of a random string, so unknown emails cost as much as wrong passwords.
const decoy = hash('decoy-password-for-unknown-accounts');

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
