// Firebase's modified scrypt, so clients imported from Firebase Authentication keep their
// password: verified at sign-in, then replaced by our Argon2id hash (upgradeFirebaseHash).
//
// The algorithm, as Firebase documents it (github.com/firebase/scrypt): derive 32 bytes with
// scrypt(password, salt + saltSeparator, N = 2^memCost, r = rounds, p = 1), use them as an
// AES-256-CTR key (16 zero bytes of IV) to encrypt the project's signer key; the result is the
// stored passwordHash. We store one account's hash as a self-contained string:
//   firebase-scrypt$<memCost>$<rounds>$<saltSeparator>$<signerKey>$<salt>$<passwordHash>
// (every binary part in standard base64, which never contains '$').
import { createCipheriv, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { account, user } from '../db/schema';

export const FIREBASE_HASH_PREFIX = 'firebase-scrypt$';

/** The project's password-hash parameters, as the Firebase console shows them. */
export interface FirebaseHashParams {
  /** base64_signer_key */
  signerKey: string;
  /** base64_salt_separator */
  saltSeparator: string;
  rounds: number;
  memCost: number;
}

export interface FirebasePasswordHash extends FirebaseHashParams {
  /** The account's own salt (base64). */
  salt: string;
  /** The account's passwordHash (base64). */
  hash: string;
}

/** Firebase accepts rounds 1–8 and mem_cost 1–14; anything else is not a Firebase hash. */
const validParams = (rounds: number, memCost: number) =>
  Number.isInteger(rounds) &&
  rounds >= 1 &&
  rounds <= 8 &&
  Number.isInteger(memCost) &&
  memCost >= 1 &&
  memCost <= 14;

function scrypt(password: string, salt: Buffer, memCost: number, rounds: number): Promise<Buffer> {
  const N = 2 ** memCost;
  return new Promise((resolve, reject) =>
    // Async crypto.scrypt runs in libuv's thread pool, off the event loop. It needs 128·N·r bytes
    // (16 MiB for Firebase's usual N = 2^14, r = 8); maxmem allows twice that plus slack.
    scryptCallback(
      password,
      salt,
      32,
      { N, r: rounds, p: 1, maxmem: 256 * N * rounds + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** Computes Firebase's passwordHash (base64) for a password: what the export would carry. */
export async function firebaseScryptHash(
  password: string,
  params: FirebaseHashParams & { salt: string },
): Promise<string> {
  const salt = Buffer.concat([
    Buffer.from(params.salt, 'base64'),
    Buffer.from(params.saltSeparator, 'base64'),
  ]);
  const derived = await scrypt(password, salt, params.memCost, params.rounds);
  const cipher = createCipheriv('aes-256-ctr', derived, Buffer.alloc(16, 0));
  const signerKey = Buffer.from(params.signerKey, 'base64');
  return Buffer.concat([cipher.update(signerKey), cipher.final()]).toString('base64');
}

export function encodeFirebaseHash(input: FirebasePasswordHash): string {
  return (
    FIREBASE_HASH_PREFIX +
    [
      input.memCost,
      input.rounds,
      input.saltSeparator,
      input.signerKey,
      input.salt,
      input.hash,
    ].join('$')
  );
}

export const isFirebaseHash = (stored: string) => stored.startsWith(FIREBASE_HASH_PREFIX);

export function decodeFirebaseHash(stored: string): FirebasePasswordHash | null {
  if (!isFirebaseHash(stored)) return null;
  const parts = stored.slice(FIREBASE_HASH_PREFIX.length).split('$');
  if (parts.length !== 6) return null;
  const [memCost, rounds, saltSeparator, signerKey, salt, hash] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const params = { memCost: Number(memCost), rounds: Number(rounds) };
  if (!validParams(params.rounds, params.memCost) || !signerKey || !salt || !hash) return null;
  return { ...params, saltSeparator, signerKey, salt, hash };
}

/** Whether `password` matches a stored `firebase-scrypt$…` hash (false for anything malformed). */
export async function verifyFirebaseHash(stored: string, password: string): Promise<boolean> {
  const parsed = decodeFirebaseHash(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64');
  const actual = Buffer.from(await firebaseScryptHash(password, parsed), 'base64');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Wraps our Argon2id verification: a Firebase hash is checked with Firebase's scrypt, anything
 * else goes to `verifyArgon2`.
 */
export function withFirebaseScrypt(
  verifyArgon2: (input: { hash: string; password: string }) => Promise<boolean>,
) {
  return (input: { hash: string; password: string }) =>
    isFirebaseHash(input.hash)
      ? verifyFirebaseHash(input.hash, input.password)
      : verifyArgon2(input);
}

/**
 * After a successful sign-in: if the account still holds a Firebase hash, replace it with an
 * Argon2id hash of the password just proven, so the Firebase hash is gone after one login. The
 * update is conditional on the old hash, so two sign-ins at once write once. Returns whether it
 * re-hashed.
 */
export async function upgradeFirebaseHash(
  db: Database,
  input: { email: string; password: string },
  hashPassword: (password: string) => Promise<string>,
): Promise<boolean> {
  const [row] = await db
    .select({ id: account.id, password: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(and(eq(user.email, input.email), eq(account.providerId, 'credential')))
    .limit(1);
  if (!row?.password || !isFirebaseHash(row.password)) return false;
  // Checked again here: this runs after the sign-in answered, and must never store a hash of a
  // password that was not the right one.
  if (!(await verifyFirebaseHash(row.password, input.password))) return false;
  const updated = await db
    .update(account)
    .set({ password: await hashPassword(input.password) })
    .where(and(eq(account.id, row.id), eq(account.password, row.password)))
    .returning({ id: account.id });
  return updated.length > 0;
}
