import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isId } from './ids';

describe('ids', () => {
  it('takes the random UUIDs our rows carry, in either case', () => {
    const id = randomUUID();
    expect(isId(id)).toBe(true);
    expect(isId(id.toUpperCase())).toBe(true);
  });

  it('refuses what would make PostgreSQL refuse the cast', () => {
    for (const value of ['', 'abc', '1', `${randomUUID()}x`, "' or 1=1 --"]) {
      expect(isId(value)).toBe(false);
    }
  });
});
