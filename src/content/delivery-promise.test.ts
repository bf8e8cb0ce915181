// The delivery promise is stated in one wording everywhere the public reads it (the FAQ, /flexo,
// the terms and their summary), from common/delivery-promise.ts, and no page still promises the
// old '48 horas úteis' of 10-hour working days.
import { describe, expect, it } from 'vitest';
import {
  businessDaysInWords,
  deliveryPromise,
  TURNAROUND_DAYS,
} from '../../common/delivery-promise';
import { flexo } from './flexo';
import { pageHeadFor } from './seo';
import { paths } from '../../common/paths';
import { services } from './services';
import { terms } from './terms';

const promise = deliveryPromise(TURNAROUND_DAYS.default);

describe('the delivery promise on the public pages', () => {
  it('reads "Entregamos em até 2 dias úteis", counted as the client reads it', () => {
    expect(promise).toBe('Entregamos em até 2 dias úteis');
    const faq = services.faq.items.find((item) => item.question.includes('Em quanto tempo'));
    expect(faq?.answer).toContain(promise);
    expect(faq?.answer).toContain(
      'sábados, domingos e feriados nacionais não contam: um pedido feito na quinta às 16h51 é entregue até segunda às 16h51',
    );
    expect(flexo.advantages.items[0]).toMatchObject({ title: 'Entrega em até 2 dias úteis' });
    expect(flexo.advantages.items[0]?.text).toContain(promise);
  });

  it('is the terms’ clause and a line of their summary', () => {
    const text = (heading: string) =>
      terms.sections.find((section) => section.heading.startsWith(heading));
    expect(text('4.')?.paragraphs[0]).toContain(
      `em até ${businessDaysInWords(2)} contados da solicitação`,
    );
    expect(businessDaysInWords(2)).toBe('2 (dois) dias úteis');
    expect(text('5.')?.paragraphs[0]).toContain('2 (dois) dias úteis');
    expect(text('9.')?.items?.some((item) => item.startsWith(promise))).toBe(true);
  });

  it('no longer promises 48 business hours anywhere', () => {
    const pages = JSON.stringify([services, flexo, terms, pageHeadFor(paths.flexo)]);
    expect(pages).not.toMatch(/48 horas úteis|quarenta e oito/);
  });
});
