// The one shape every API error takes, read by the SPA to show the pt-BR message.
import { z } from 'zod';

export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
