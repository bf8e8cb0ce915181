// The shapes of 'Indicadores' (docs/product/indicators.md): the period and client asked for, and
// every figure with the counts it is made of, so the page (and its CSV) can show both.
import { z } from '@hono/zod-openapi';
import { INDICATORS_MAX_DAYS } from '../../common/indicators';

const BAD_PERIOD = 'Período inválido.';

export const indicatorsQuerySchema = z
  .object({
    /** A calendar month of the studio, 'aaaa-mm' (the default: the current month). */
    month: z
      .string({ error: BAD_PERIOD })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Mês inválido: use aaaa-mm.' })
      .optional(),
    /** Or a span of the studio's days, both included ('aaaa-mm-dd'). */
    from: z.iso.date({ error: 'Data inicial inválida.' }).optional(),
    to: z.iso.date({ error: 'Data final inválida.' }).optional(),
    /** One client (company) only: its account id. */
    client: z.string({ error: 'Cliente inválido.' }).min(1).max(64).optional(),
  })
  .refine((q) => !(q.month && (q.from || q.to)), {
    error: 'Escolha um mês ou um intervalo de datas, não os dois.',
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), {
    error: 'Informe a data inicial e a final.',
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'A data final vem antes da inicial.',
  })
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 <
        INDICATORS_MAX_DAYS,
    { error: `O período pode ter no máximo ${INDICATORS_MAX_DAYS} dias.` },
  )
  .openapi('IndicatorsQuery');
export type IndicatorsQuery = z.infer<typeof indicatorsQuerySchema>;

const count = z.number().int();
/** A share in percent (0–100, one decimal), or null when there is nothing to divide by. */
const percent = z.number().nullable();
const hours = z.number().nullable();

const turnaroundSchema = z.strictObject({
  /** Cycles delivered in the period. */
  delivered: count,
  medianHours: hours,
  p90Hours: hours,
});

export const indicatorsSchema = z
  .strictObject({
    from: z.string(),
    to: z.string(),
    /** 'day' or 'month': the step of `series`. */
    step: z.enum(['day', 'month']),
    client: z.strictObject({ id: z.string(), name: z.string() }).nullable(),
    arts: z.strictObject({ requested: count, delivered: count, approved: count }),
    onTime: z.strictObject({ due: count, onTime: count, late: count, percent }),
    turnaround: z.strictObject({ request: turnaroundSchema, change: turnaroundSchema }),
    revisions: z.strictObject({
      approved: count,
      rounds: count,
      roundsPerArt: z.number().nullable(),
      rightFirstTime: count,
      rightFirstTimePercent: percent,
    }),
    preflight: z.strictObject({
      deliveries: count,
      checked: count,
      failedDeliveries: count,
      failedChecks: count,
      failedChecksPerDelivery: z.number().nullable(),
    }),
    credits: z.strictObject({
      sold: count,
      granted: count,
      spent: count,
      expired: count,
      refunded: count,
    }),
    revenue: z.strictObject({
      creditsCents: count,
      feesCents: count,
      refundedCents: count,
      receivedCents: count,
      waivedFees: count,
      waivedFeesCents: count,
      openFees: count,
      openFeesCents: count,
      openCreditCharges: count,
      openCreditChargesCents: count,
    }),
    series: z.array(
      z.strictObject({
        /** 'aaaa-mm-dd' or 'aaaa-mm'. */
        period: z.string(),
        requested: count,
        delivered: count,
        approved: count,
        receivedCents: count,
      }),
    ),
    topClients: z.array(
      z.strictObject({
        id: z.string(),
        name: z.string(),
        requested: count,
        approved: count,
        receivedCents: count,
      }),
    ),
  })
  .openapi('Indicators');
export type Indicators = z.infer<typeof indicatorsSchema>;
