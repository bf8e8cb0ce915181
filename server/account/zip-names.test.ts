// Entry names of the data-export ZIP: safe on every system, readable, unique within a folder.
import { describe, expect, it } from 'vitest';
import { safeSegment, UniqueNames } from './zip-names';

describe('safeSegment', () => {
  it('keeps a readable name and its accents', () => {
    expect(safeSegment('Rótulo Café Premium.pdf')).toBe('Rótulo Café Premium.pdf');
  });

  it('removes separators, reserved and control characters, so no entry leaves its folder', () => {
    expect(safeSegment('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeSegment('a\\b:c*d?e"f<g>h|i\u0000j')).toBe('a_b_c_d_e_f_g_h_i_j');
    expect(safeSegment('..')).toBe('arquivo');
    expect(safeSegment('   ')).toBe('arquivo');
    expect(safeSegment('///', 'arte')).toBe('arte');
    expect(safeSegment('.oculto')).toBe('oculto');
    expect(safeSegment('fim. . ')).toBe('fim');
    expect(safeSegment('CON.pdf')).toBe('_CON.pdf');
  });

  it('shortens long names, keeping the extension', () => {
    const long = `${'a'.repeat(300)}.pdf`;
    const safe = safeSegment(long);
    expect([...safe].length).toBe(100);
    expect(safe.endsWith('.pdf')).toBe(true);
  });
});

describe('UniqueNames', () => {
  it('numbers repeated names before the extension, ignoring case and accents', () => {
    const names = new UniqueNames();
    expect(names.claim('Rótulo.pdf')).toBe('Rótulo.pdf');
    expect(names.claim('rotulo.PDF')).toBe('rotulo (2).PDF');
    expect(names.claim('Rótulo.pdf')).toBe('Rótulo (3).pdf');
    expect(names.claim('sem-extensao')).toBe('sem-extensao');
    expect(names.claim('sem-extensao')).toBe('sem-extensao (2)');
  });
});
