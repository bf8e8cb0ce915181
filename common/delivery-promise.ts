// The studio's delivery promise ('Prazo de entrega', docs/product/art-page.md): a number of business
// days, a studio setting with its bounds and default, and the one wording every place that states
// it uses — the request dialog, the art page, the mails, the FAQ and the terms. The clock that
// turns it into a deadline is server/arts/business-hours.ts.

/** The turnaround in business days: the studio's setting, within these bounds. */
export const TURNAROUND_DAYS = { default: 2, min: 1, max: 10 } as const;

/** '1 dia útil', '2 dias úteis'. */
export function businessDays(days: number): string {
  return days === 1 ? '1 dia útil' : `${days} dias úteis`;
}

const NUMBER_WORDS = [
  '',
  'um',
  'dois',
  'três',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
] as const;

/** As a contract writes it: '2 (dois) dias úteis'. */
export function businessDaysInWords(days: number): string {
  const word = NUMBER_WORDS[days];
  return word ? `${days} (${word}) ${days === 1 ? 'dia útil' : 'dias úteis'}` : businessDays(days);
}

/** The promise itself: 'Entregamos em até 2 dias úteis'. */
export const deliveryPromise = (days: number) => `Entregamos em até ${businessDays(days)}`;

/** How the days are counted, in one sentence (the FAQ, the art page, the terms). */
export const DELIVERY_COUNTING_RULE =
  'contados do pedido ou do último pedido de alteração, no mesmo horário; sábados, domingos e feriados nacionais não contam';

/** An example the client can check against a calendar: a Thursday request for `days` = 2. */
export const DELIVERY_EXAMPLE =
  'um pedido feito na quinta às 16h51 é entregue até segunda às 16h51';
