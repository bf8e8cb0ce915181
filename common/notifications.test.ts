import { describe, expect, it } from 'vitest';
import { brazilPhoneSchema, normalizeBrazilPhone } from './notifications';

describe('normalizeBrazilPhone', () => {
  it('reads the usual ways of writing a Brazilian number into E.164', () => {
    for (const typed of [
      '+55 71 99999-8888',
      '+55 (71) 99999-8888',
      '(71) 99999-8888',
      '71999998888',
      '5571999998888',
      '+55.71.99999.8888',
    ])
      expect(normalizeBrazilPhone(typed), typed).toBe('+5571999998888');
    // A landline (8 digits).
    expect(normalizeBrazilPhone('(11) 3333-4444')).toBe('+551133334444');
  });

  it('refuses what is not one', () => {
    for (const typed of [
      '',
      '99999-8888',
      '+1 212 555 0100',
      '(01) 99999-8888',
      '(71) 89999-8888',
      '71 99999-88889',
      'whatsapp 71999998888',
    ])
      expect(normalizeBrazilPhone(typed), typed).toBeNull();
    expect(brazilPhoneSchema.safeParse('123').success).toBe(false);
    expect(brazilPhoneSchema.parse(' 71 99999-8888 ')).toBe('+5571999998888');
  });
});
