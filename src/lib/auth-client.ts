// better-auth's browser client: sign-up, sign-in, sign-out and password reset calls.
import { createAuthClient } from 'better-auth/react';

export const authClient = createAuthClient({ basePath: '/api/auth' });
