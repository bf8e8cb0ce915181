import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

describe('formatDateTime', () => {
  it('shows dd/mm/aaaa hh:mm in America/Bahia (UTC−3)', () => {
    expect(formatDateTime('2026-03-05T14:07:00Z')).toBe('05/03/2026 11:07');
  });

  it('crosses midnight into the previous day', () => {
    expect(formatDateTime(new Date('2026-01-01T01:30:00Z'))).toBe('31/12/2025 22:30');
  });
});

describe('formatDate', () => {
  it('shows dd/mm/aaaa of the studio’s day, not UTC’s', () => {
    expect(formatDate('2026-01-01T01:30:00Z')).toBe('31/12/2025');
    expect(formatDate(new Date('2026-03-05T14:07:00Z'))).toBe('05/03/2026');
  });
});
