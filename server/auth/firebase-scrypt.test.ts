// Firebase's modified scrypt against Firebase's own published test vector, and the stored format.
import { describe, expect, it } from 'vitest';
import {
  decodeFirebaseHash,
  encodeFirebaseHash,
  firebaseScryptHash,
  verifyFirebaseHash,
  withFirebaseScrypt,
} from './firebase-scrypt';

// The example in the README of github.com/firebase/scrypt (project parameters, one account).
const vector = {
  signerKey:
    'jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==',
  saltSeparator: 'Bw==',
  rounds: 8,
  memCost: 14,
  salt: '42xEC+ixf3L2lw==',
  password: 'user1password',
  hash: 'lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==',
};

describe('Firebase scrypt', () => {
  it("reproduces Firebase's published test vector", async () => {
    expect(await firebaseScryptHash(vector.password, vector)).toBe(vector.hash);
  });

  it('verifies the vector through the stored format, and refuses a wrong password', async () => {
    const stored = encodeFirebaseHash(vector);
    expect(stored.startsWith('firebase-scrypt$14$8$Bw==$')).toBe(true);
    expect(decodeFirebaseHash(stored)).toMatchObject({ rounds: 8, memCost: 14, salt: vector.salt });
    expect(await verifyFirebaseHash(stored, vector.password)).toBe(true);
    expect(await verifyFirebaseHash(stored, 'user1passwore')).toBe(false);
    expect(await verifyFirebaseHash(stored, '')).toBe(false);
  });

  it('refuses malformed hashes instead of throwing', async () => {
    const stored = encodeFirebaseHash(vector);
    expect(await verifyFirebaseHash(stored.replace('$14$', '$99$'), vector.password)).toBe(false);
    expect(await verifyFirebaseHash('firebase-scrypt$14$8', vector.password)).toBe(false);
    expect(await verifyFirebaseHash(stored + '$extra', vector.password)).toBe(false);
  });

  it('leaves every other hash to the Argon2id verifier', async () => {
    const seen: string[] = [];
    const verify = withFirebaseScrypt(async ({ hash }) => {
      seen.push(hash);
      return hash === '$argon2id$ok';
    });
    expect(await verify({ hash: '$argon2id$ok', password: 'x' })).toBe(true);
    expect(await verify({ hash: encodeFirebaseHash(vector), password: vector.password })).toBe(
      true,
    );
    expect(seen).toEqual(['$argon2id$ok']);
  });
});
