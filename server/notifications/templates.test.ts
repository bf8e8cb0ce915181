import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../common/html';
import { renderMail } from './templates';

describe('mail templates', () => {
  it('escapes every value that reaches the HTML, and keeps the text part plain', () => {
    const mail = renderMail({
      subject: 'Arte "<b>A</b>" & cia',
      greeting: "Olá, O'Brien <x>.",
      blocks: [
        { type: 'p', text: '<script>alert(1)</script>' },
        { type: 'quote', text: 'linha 1\nlinha <2>' },
        { type: 'facts', rows: [['Prazo', '24/11/2026 15:00']] },
        { type: 'button', label: 'Ver', href: 'https://x.com/arte/1?a=1&b="2"' },
      ],
      footer: { preferencesUrl: 'https://x.com/MeusDados#notificacoes' },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Arte &quot;&lt;b&gt;A&lt;/b&gt;&quot; &amp; cia');
    expect(mail.html).toContain('href="https://x.com/arte/1?a=1&amp;b=&quot;2&quot;"');
    expect(mail.html).toContain('O&#39;Brien &lt;x&gt;');
    expect(mail.text).toContain('<script>alert(1)</script>');
    expect(mail.text).toContain('> linha 1\n> linha <2>');
    expect(mail.text).toContain('Prazo: 24/11/2026 15:00');
    expect(mail.text).toContain('Ver: https://x.com/arte/1?a=1&b="2"');
    expect(mail.text).toContain(
      'Escolha quais e-mails receber: https://x.com/MeusDados#notificacoes',
    );
    // The studio's colours.
    expect(mail.html).toContain('#14213d');
    expect(mail.html).toContain('#fca311');
  });

  it('escapes an ampersand once (dates: common/format.test.ts)', () => {
    expect(escapeHtml('a&b')).toBe('a&amp;b');
    expect(escapeHtml('a&amp;b')).toBe('a&amp;amp;b');
  });
});
