// The team's requests ('Convidar', 'Alterar papéis'): the 'Equipe' forms and the server check them
// with the same schemas. Apart from common/companies.ts, which every client page reads for its
// names and rules: a schema there would load zod on every page's first load (decisions/0017).
import { z } from 'zod';
import { COMPANY_ROLES } from './companies';

const rolesField = z
  .array(z.enum(COMPANY_ROLES, { error: 'Papel desconhecido.' }))
  .min(1, { error: 'Escolha pelo menos um papel.' })
  .max(COMPANY_ROLES.length);

export const inviteSchema = z.object({
  email: z
    .string({ error: 'Informe o e-mail.' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'E-mail longo demais.' })
    .pipe(z.email({ error: 'Informe um e-mail válido.' })),
  roles: rolesField,
});
export type InviteInput = z.infer<typeof inviteSchema>;

export const memberRolesSchema = z.object({ roles: rolesField });
