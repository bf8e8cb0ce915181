// Payment is explained once (payment.ts), in the contract's terms, and the FAQ, /flexo and the
// client area use that wording: no page promises 'no advance payment' while credits are prepaid.
import { describe, expect, it } from 'vitest';
import { flexo } from './flexo';
import { payment } from './payment';
import { services } from './services';
import { contractTerms, terms } from './terms';

const CONTRADICTIONS = [/não há pagamento adiantado/i, /sem pagamento adiantado/i, /só no envio/i];
const termsText = terms.sections
  .flatMap((section) => [...section.paragraphs, ...(section.items ?? [])])
  .join(' ');

describe('payment', () => {
  it("says what the contract says: a prepaid credit per request, the approved art's fee, the means", () => {
    expect(payment.credits).toContain(contractTerms.creditPrice);
    expect(payment.approval).toContain(contractTerms.approvedArtPrice);
    expect(payment.approval).toContain('arquivos abertos em PDF');
    expect(termsText).toContain('Cada solicitação de arte consome 1 (um) crédito');
    expect(termsText).toContain(`${contractTerms.approvedArtPrice} (sessenta reais)`);
    for (const means of ['Pix', 'boleto', 'cartão de crédito']) {
      expect(payment.methods).toContain(means);
      expect(termsText.toLowerCase()).toContain(means.toLowerCase());
    }
  });

  it('is the FAQ’s and /flexo’s wording, and neither says there is no advance payment', () => {
    const faq = services.faq.items.map((item) => `${item.question} ${item.answer}`);
    const advantages = flexo.advantages.items.map((item) => `${item.title} ${item.text}`);
    expect(faq.some((text) => text.includes(payment.summary))).toBe(true);
    expect(advantages.some((text) => text.includes(payment.summary))).toBe(true);
    for (const text of [...faq, ...advantages]) {
      for (const contradiction of CONTRADICTIONS) expect(text).not.toMatch(contradiction);
    }
  });
});
