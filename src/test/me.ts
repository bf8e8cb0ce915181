// The signed-in person as the session query holds it, for component tests: the studio's admin.
import type { Me } from '../lib/session';

export const ADMIN_ME: Me = {
  id: 'a1',
  name: 'Administrador',
  email: 'a@x.br',
  role: 'admin',
  credit: 0,
  creditsExpireOn: null,
  taxId: null,
  company: null,
  companies: [],
};
