// The turnaround setting's schema ('Prazo de entrega'), apart from the promise's wording
// (common/delivery-promise.ts) so the public pages that quote the promise never load zod.
import { z } from 'zod';
import { TURNAROUND_DAYS } from './delivery-promise';

const DAYS_MESSAGE = `Informe um número inteiro de ${TURNAROUND_DAYS.min} a ${TURNAROUND_DAYS.max} dias úteis.`;

/** PUT /api/admin/settings/turnaround and the panel's form. */
export const turnaroundSettingsSchema = z.object({
  days: z.coerce
    .number({ error: DAYS_MESSAGE })
    .int(DAYS_MESSAGE)
    .min(TURNAROUND_DAYS.min, DAYS_MESSAGE)
    .max(TURNAROUND_DAYS.max, DAYS_MESSAGE),
});
export type TurnaroundSettings = z.infer<typeof turnaroundSettingsSchema>;
