// better-auth's browser client: sign-up, sign-in, sign-out and password reset calls. The user's
// role (a column the admin plugin adds, NOT NULL in our table) is declared so answers carry it typed.
import { inferAdditionalFields } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [
    inferAdditionalFields({ user: { role: { type: 'string', required: true, input: false } } }),
  ],
});
