// Which of better-auth's HTTP endpoints the product serves. better-auth ships many (profile and
// e-mail changes, account deletion, session lists, the admin plugin's user management…) that the
// SPA never calls and that would bypass our own rules (the company-name rules, the audit log, the
// failed-login lock). Everything not listed as enabled answers 404. Server code still calls any of
// them through `auth.api.*`: disabledPaths only closes the HTTP door.

/** Called by the SPA (src/lib/auth-client.ts users) or the tests, so kept open. */
export const ENABLED_AUTH_PATHS = [
  '/sign-up/email',
  '/sign-in/email',
  '/sign-out',
  '/get-session',
  '/request-password-reset',
  '/reset-password',
  // Changing the password while signed in: other sessions are always revoked (auth.ts).
  '/change-password',
] as const;

/** better-auth's exact paths we close (its `disabledPaths` option). */
export const DISABLED_AUTH_PATHS = [
  // Profile: the company name has rules update-user skips; e-mail changes need a verified flow.
  '/update-user',
  '/change-email',
  '/delete-user',
  '/delete-user/callback',
  // Guesses here would not count towards the failed-login lock.
  '/verify-password',
  '/set-password',
  '/verify-email',
  '/send-verification-email',
  '/update-session',
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  // No social sign-in is configured.
  '/sign-in/social',
  '/link-social',
  '/list-accounts',
  '/unlink-account',
  '/refresh-token',
  '/get-access-token',
  '/account-info',
  '/ok',
  '/error',
  // The admin plugin's user management: the admin panel uses our own routes (validated, audited).
  '/admin/set-role',
  '/admin/create-user',
  '/admin/update-user',
  '/admin/get-user',
  '/admin/list-users',
  '/admin/list-user-sessions',
  '/admin/ban-user',
  '/admin/unban-user',
  '/admin/impersonate-user',
  '/admin/stop-impersonating',
  '/admin/revoke-user-session',
  '/admin/revoke-user-sessions',
  '/admin/remove-user',
  '/admin/set-user-password',
  '/admin/has-permission',
];

/**
 * Paths with a parameter, which disabledPaths (exact matches) cannot name: the reset link's own
 * redirect (our e-mails link straight to /redefinir-senha) and the social sign-in callback; and
 * the organization plugin's endpoints: companies are served by our own routes (checked, audited;
 * docs/product/companies.md), which call the plugin's tables on the server.
 */
const DISABLED_AUTH_PREFIXES = ['/reset-password/', '/callback/', '/organization/'];

export const AUTH_NOT_FOUND_MESSAGE = 'Endereço não encontrado.';

/** True when a request to `pathname` (after the /api/auth base) is for a closed endpoint. */
export function isDisabledAuthPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    DISABLED_AUTH_PATHS.includes(path) ||
    DISABLED_AUTH_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
}

/** The 404 of a closed endpoint, in better-auth's `{ code, message }` shape and in pt-BR. */
export function authNotFoundResponse(): Response {
  return Response.json(
    { code: 'NOT_FOUND', message: AUTH_NOT_FOUND_MESSAGE },
    { status: 404, headers: { 'cache-control': 'no-store' } },
  );
}
