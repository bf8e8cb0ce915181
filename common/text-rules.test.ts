// The character rules shared by the forms and the server.
import { describe, expect, it } from 'vitest';
import { hasForbiddenNameCharacter, hasNul, jsonHasNul } from './text-rules';

describe('text rules', () => {
  it('finds a NUL anywhere, and in any string of a JSON value', () => {
    expect(hasNul('abc')).toBe(false);
    expect(hasNul('a\u0000')).toBe(true);
    expect(jsonHasNul(JSON.parse('{"a":[1,{"b":"x\\u0000"}]}'))).toBe(true);
    expect(jsonHasNul(JSON.parse('{"a\\u0000":1}'))).toBe(true);
    // A backslash followed by "u0000" is text, not a NUL.
    expect(jsonHasNul(JSON.parse('{"a":"\\\\u0000"}'))).toBe(false);
  });

  it('refuses controls and invisible or direction characters in names, nothing else', () => {
    for (const code of [0x00, 0x09, 0x0a, 0x0d, 0x1f, 0x7f, 0x80, 0x9f, 0x200b, 0x200d, 0x200f]) {
      expect(hasForbiddenNameCharacter(`a${String.fromCodePoint(code)}b`)).toBe(true);
    }
    for (const code of [0x202a, 0x202e, 0x2066, 0x2069, 0xfeff]) {
      expect(hasForbiddenNameCharacter(`a${String.fromCodePoint(code)}b`)).toBe(true);
    }
    expect(hasForbiddenNameCharacter('Rótulo Açaí — 500 ml «novo» 🍇 日本')).toBe(false);
  });
});
