// What a failed sign-in tells the visitor, the same whether the SPA signed in (sign-in.ts) or the
// page's own form was posted before the JavaScript arrived (server/spa-sign-in.ts).

/** The one message for every wrong e-mail or password: it never tells which of the two. */
export const LOGIN_ERROR_MESSAGE = 'E-mail ou senha incorreta, por favor tente novamente';

export const NOT_AN_ADMIN_MESSAGE =
  'Esta conta não tem acesso ao painel administrativo. Clientes entram pela Área do cliente.';

export const TOO_MANY_ATTEMPTS_FALLBACK =
  'Muitas tentativas de login sem sucesso. Aguarde alguns minutos e tente novamente.';

/**
 * Codes whose server message (pt-BR) is shown as is: throttling, a deactivated account, and a
 * page opened at another address than the server's configured one (not a wrong password).
 */
const SHOWN_AS_IS = new Set([
  'TOO_MANY_ATTEMPTS',
  'TOO_MANY_REQUESTS',
  'ACCOUNT_DEACTIVATED',
  'BANNED_USER',
  'origin_not_allowed',
]);

/** better-auth's refusal of a sign-in, as the message the visitor reads. */
export function signInFailureMessage(error: {
  status?: number;
  code?: string;
  message?: string;
}): string {
  if (error.code && SHOWN_AS_IS.has(error.code) && error.message) return error.message;
  if (error.status === 429) return TOO_MANY_ATTEMPTS_FALLBACK;
  // Anything else (unknown e-mail, wrong password, invalid e-mail) reads the same.
  return LOGIN_ERROR_MESSAGE;
}

/** The form fields a sign-in page posts (the SPA's form before its JavaScript is live). */
export const SIGN_IN_FIELDS = {
  email: 'email',
  password: 'password',
  returnTo: 'returnTo',
} as const;
