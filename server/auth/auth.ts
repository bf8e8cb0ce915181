// better-auth: e-mail + password sign-in, sessions in the database, roles from the admin plugin,
// Argon2id hashing and database-backed rate limits. The server's only source of "who is this".
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getIP, getSessionFromCtx } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { admin, organization } from 'better-auth/plugins';
import { changePasswordSchema, signUpSchema } from '../../common/auth-schemas';
import { FOUNDER_ROLE, INVITATION_DAYS } from '../../common/companies';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TERMS_VERSION,
  type Role,
} from '../../common/constants';
import { paths } from '../../common/paths';
import type { Config } from '../config';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { companyAccess, companyRoles } from './company-access';
import { authNotFoundResponse, DISABLED_AUTH_PATHS, isDisabledAuthPath } from './endpoints';
import { upgradeFirebaseHash, withFirebaseScrypt } from './firebase-scrypt';
import { passwordChangedMail } from './password-changed-mail';
import { passwordWeakness, WEAK_PASSWORD_CODE } from './password-strength';
import { capSessionCookieMaxAge, cookieOptionsFor } from './session-cookie';
import {
  ADMIN_SESSION_MAX_AGE_MS,
  SESSION_LIFETIME_SECONDS,
  SESSION_REFRESH_AGE_SECONDS,
} from './session-policy';
import {
  createLoginThrottle,
  normaliseEmail,
  TOO_MANY_ATTEMPTS_MESSAGE,
  translateRateLimitResponse,
} from './login-throttle';

/** OWASP's Argon2id floor: 19 MiB of memory, 2 passes, 1 lane. */
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, argon2Options);
export const verifyPassword = ({ hash: hashed, password }: { hash: string; password: string }) =>
  verify(hashed, password);

/** The header our own middleware sets to the caller's address; better-auth keys rate limits on it. */
export const CLIENT_IP_HEADER = 'x-studio-client-ip';

const AUTH_BASE_PATH = '/api/auth';

/**
 * A deactivated account (admin deactivation sets `deleted_at` and better-auth's `banned`) gets a
 * clear message rather than the generic failure: it is only ever shown after the right password,
 * so it tells nothing to someone guessing, and it tells the real client whom to call.
 */
export const ACCOUNT_DEACTIVATED_MESSAGE =
  'Esta conta foi desativada. Entre em contato com o estúdio para reativá-la.';

/** A wrong current password at 'Alterar senha' (better-auth's INVALID_PASSWORD, in pt-BR). */
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'A senha atual está incorreta.';

/** better-auth's codes for a new password outside 12–128 characters (the forms know them). */
const LENGTH_CODES = { too_small: 'PASSWORD_TOO_SHORT', too_big: 'PASSWORD_TOO_LONG' } as const;

const adminSessionEnd = (createdAt: Date | string) =>
  new Date(new Date(createdAt).getTime() + ADMIN_SESSION_MAX_AGE_MS);

/**
 * The caller's address as better-auth's own limit sees it (our server sets the header; IPv6 is
 * grouped by /64): the "source" of the per-account failure counters. A server-side call has none.
 */
function sourceOf(ctx: {
  request?: Request;
  headers?: Headers;
  context: { options: Parameters<typeof getIP>[1] };
}): string {
  const from = ctx.request ?? ctx.headers;
  return (from && getIP(from, ctx.context.options)) || 'desconhecida';
}

/**
 * The failed-login source for a request handled outside better-auth (e.g. the account deletion's
 * password check), normalised exactly as better-auth does for sign-in (IPv6 by /64), so both count
 * on the same lock.
 */
export function loginSourceFor(auth: Auth, clientAddress: string): string {
  return getIP(new Headers({ [CLIENT_IP_HEADER]: clientAddress }), auth.options) || 'desconhecida';
}

/** What better-auth hands an after hook (the endpoint context, with `returned`). */
type AfterHookContext = Parameters<typeof setSessionCookie>[0];

/** The e-mail to the owner of an address someone tried to sign up with again. */
export function existingAccountMail(user: { email: string; name: string }, baseURL: string) {
  const login = new URL(paths.login, baseURL).toString();
  return {
    to: user.email,
    subject: 'Tentativa de cadastro com o seu e-mail',
    text:
      `Olá, ${user.name}.\n\nAlguém tentou criar uma conta com este e-mail no site do estúdio, mas ` +
      `você já tem uma conta conosco.\n\nPara entrar, abra ${login}\n\n` +
      'Esqueceu a senha? Na mesma página, use "Esqueci minha senha" para receber um link de ' +
      'redefinição.\n\nSe não foi você, ignore este e-mail: nenhuma conta nova foi criada e a sua ' +
      'continua como está.',
  };
}

/**
 * After a sign-up: signs in the account it created, and gives the caller one answer whatever
 * happened. better-auth (autoSignIn off) answers `{ token: null, user }` both for a new account
 * and, with a made-up user, for an already registered e-mail; but the made-up user's fields differ
 * (no role, another key order). So the answer is rebuilt here from what the caller sent and what
 * every new client has, in one order; only a user that really exists gets a session (the cookie).
 */
async function answerSignUp(ctx: AfterHookContext) {
  const returned = (ctx.context as { returned?: unknown }).returned as
    { user?: Record<string, unknown> } | undefined;
  const answered = returned?.user;
  if (!answered || typeof answered.id !== 'string') return; // a refusal: left as it is
  const created = await ctx.context.internalAdapter.findUserById(answered.id);
  if (created) {
    const session = await ctx.context.internalAdapter.createSession(created.id);
    await setSessionCookie(ctx, { session, user: created });
  }
  return ctx.json({
    token: null,
    user: {
      id: answered.id,
      name: answered.name,
      email: answered.email,
      emailVerified: false,
      image: null,
      createdAt: answered.createdAt,
      updatedAt: answered.updatedAt,
      role: 'client',
      banned: false,
      banReason: null,
      banExpires: null,
      credit: 0,
      deletedAt: null,
    },
  });
}

/**
 * Refuses a password that is easy to guess for this account (password-strength.ts), with the
 * reason in pt-BR. Lengths are better-auth's and the sign-up schema's to check: a password outside
 * 12–128 characters is left to their messages.
 */
async function refuseWeakPassword(
  password: unknown,
  account: { email?: string | null; name?: string | null },
): Promise<void> {
  if (typeof password !== 'string') return;
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return;
  const weakness = await passwordWeakness(password, account);
  if (weakness) {
    throw new APIError('BAD_REQUEST', { code: WEAK_PASSWORD_CODE, message: weakness });
  }
}

export function baseUrlOf(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

export function createAuth(deps: { db: Database; config: Config; mailer: Mailer; logger: Logger }) {
  const { db, config, mailer, logger } = deps;
  const baseURL = baseUrlOf(config);
  // Rate limits (per IP, and the per-account failure counter): see Config.authRateLimit.
  const rateLimitEnabled = config.authRateLimit;
  const loginThrottle = createLoginThrottle(db);
  const auth = betterAuth({
    appName: 'Estúdio Flexo',
    baseURL,
    basePath: AUTH_BASE_PATH,
    // Only the endpoints the product uses answer over HTTP (see endpoints.ts).
    disabledPaths: DISABLED_AUTH_PATHS,
    secret: config.authSecret,
    trustedOrigins: config.publicUrl
      ? [config.publicUrl]
      : [baseURL, `http://127.0.0.1:${config.port}`],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        organization: schema.organization,
        member: schema.member,
        invitation: schema.invitation,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // Sign-up answers alike for a new and an already registered e-mail (no 'User already
      // exists'): better-auth does so only without its own auto sign-in, so the after hook below
      // signs a NEW account in itself, and the owner of an existing one gets an e-mail instead.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send({ ...existingAccountMail(user, baseURL), kind: 'existing_account' });
      },
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Clients imported from Firebase keep their password until their first sign-in (below).
      password: { hash: hashPassword, verify: withFirebaseScrypt(verifyPassword) },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A reset proves the mailbox is the owner's: it lifts a lock left by failed sign-ins.
      onPasswordReset: async ({ user }) => {
        const email = normaliseEmail(user.email);
        if (email && rateLimitEnabled) await loginThrottle.reset(email);
      },
      // The link opens our own page (/redefinir-senha?token=…), which posts the new password; the
      // page explains an expired or used token itself.
      sendResetPassword: async ({ user, token }) => {
        const link = new URL(paths.resetPassword, baseURL);
        link.searchParams.set('token', token);
        const url = link.toString();
        await mailer.send({
          kind: 'password_reset',
          to: user.email,
          subject: 'Redefinição de senha',
          text:
            `Olá, ${user.name}.\n\nPara criar uma nova senha, abra o endereço abaixo (válido por 1 hora):\n\n${url}\n\n` +
            'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
        });
      },
    },
    user: {
      additionalFields: {
        credit: { type: 'number', required: false, defaultValue: 0, input: false },
        deletedAt: { type: 'date', required: false, input: false },
        // Set by the server at sign-up (databaseHooks below), never by the caller.
        termsAcceptedAt: { type: 'date', required: false, input: false, returned: false },
        termsVersion: { type: 'string', required: false, input: false, returned: false },
        // The CPF/CNPJ a provider may need (common/tax-id.ts): set only by PUT /api/account/tax-id.
        taxId: { type: 'string', required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: SESSION_REFRESH_AGE_SECONDS,
      // A GET of the session never writes; the guard asks for the sliding refresh with a POST
      // when a client's is due (guards.ts), never for an admin's 12-hour session.
      deferSessionRefresh: true,
      // A signed copy of the session and its user in a cookie stands for the session row for
      // SESSION_CACHE_SECONDS: a page read reads no session. Writes and better-auth's sensitive
      // endpoints still read the row (guards.ts), so a session revoked elsewhere may read for at
      // most that long and never change anything. 'compact' is an HMAC over JSON: the cheapest
      // to check. See docs/decisions/0013-nginx-in-front-and-the-session-cache.md.
      cookieCache:
        config.sessionCacheSeconds > 0
          ? { enabled: true, maxAge: config.sessionCacheSeconds, strategy: 'compact' }
          : { enabled: false },
    },
    rateLimit: {
      enabled: rateLimitEnabled,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 3 },
      },
    },
    advanced: {
      ...cookieOptionsFor(baseURL),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    hooks: {
      // better-auth checks e-mail and password length; we also need a company name, in pt-BR.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email' && rateLimitEnabled) {
          // Checked before the password, so a locked account answers alike (and as fast)
          // whether it exists or not.
          const email = normaliseEmail((ctx.body as { email?: unknown } | undefined)?.email);
          const source = sourceOf(ctx);
          if (email && (await loginThrottle.isLocked(email, source))) {
            logger.warn({ email, source }, 'sign-in refused: too many failures for this account');
            throw new APIError('TOO_MANY_REQUESTS', {
              code: 'TOO_MANY_ATTEMPTS',
              message: TOO_MANY_ATTEMPTS_MESSAGE,
            });
          }
          return;
        }
        if (ctx.path === '/change-password') {
          const body = (ctx.body ?? {}) as { newPassword?: unknown };
          const current = await getSessionFromCtx(ctx, { disableCookieCache: true }).catch(
            () => null,
          );
          // The current password is checked here too: a guess counts like a failed sign-in, and
          // a locked account (from this address) cannot guess here either.
          const email = normaliseEmail(current?.user.email);
          if (email && rateLimitEnabled && (await loginThrottle.isLocked(email, sourceOf(ctx)))) {
            throw new APIError('TOO_MANY_REQUESTS', {
              code: 'TOO_MANY_ATTEMPTS',
              message: TOO_MANY_ATTEMPTS_MESSAGE,
            });
          }
          // The length rule and a current password given, in pt-BR (better-auth's are English).
          const parsed = changePasswordSchema.safeParse({
            currentPassword: '',
            newPassword: '',
            ...body,
          });
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            const lengthCode =
              issue?.path[0] === 'newPassword'
                ? LENGTH_CODES[issue.code as keyof typeof LENGTH_CODES]
                : undefined;
            throw new APIError('BAD_REQUEST', {
              code: lengthCode ?? 'INVALID_PASSWORD_CHANGE',
              message: issue?.message ?? 'Dados inválidos.',
            });
          }
          if (current) await refuseWeakPassword(body.newPassword, current.user);
          // Whoever changes the password may be shutting out someone who learnt the old one:
          // always revoke every other session (better-auth then renews the caller's own).
          return { context: { body: { ...body, revokeOtherSessions: true } } };
        }
        if (ctx.path === '/reset-password') {
          const { token, newPassword } = (ctx.body ?? {}) as {
            token?: unknown;
            newPassword?: unknown;
          };
          if (typeof token !== 'string') return;
          // The token names the account (better-auth's own record of it); an unknown or expired
          // token is left to better-auth, which answers INVALID_TOKEN.
          const record = await ctx.context.internalAdapter.findVerificationValue(
            `reset-password:${token}`,
          );
          if (!record || new Date(record.expiresAt) < new Date()) return;
          const account = await ctx.context.internalAdapter.findUserById(record.value);
          if (account) await refuseWeakPassword(newPassword, account);
          return;
        }
        if (ctx.path !== '/sign-up/email') return;
        // Missing fields read as empty, so they get the form's pt-BR messages, not zod's English.
        const parsed = signUpSchema.safeParse({
          name: '',
          email: '',
          password: '',
          ...(ctx.body as Record<string, unknown> | undefined),
        });
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new APIError('BAD_REQUEST', {
            // The terms box has its own code, so the form puts the message beside it.
            code: issue?.path[0] === 'acceptTerms' ? 'TERMS_NOT_ACCEPTED' : 'INVALID_SIGN_UP',
            message: issue?.message ?? 'Dados de cadastro inválidos.',
          });
        }
        await refuseWeakPassword(parsed.data.password, parsed.data);
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') return answerSignUp(ctx);
        // Whenever a session cookie is (re)issued for an admin (sign-in, password change, a
        // refresh), it ends with the session: 12 h after sign-in, not better-auth's 7 days.
        const issued = ctx.context.newSession;
        const responseHeaders = (ctx.context as { responseHeaders?: Headers }).responseHeaders;
        if (issued?.user.role === 'admin' && responseHeaders) {
          capSessionCookieMaxAge(
            responseHeaders,
            ctx.context.authCookies.sessionToken.name,
            issued.session.expiresAt,
          );
        }
        if (ctx.path === '/change-password') {
          const returned: unknown = ctx.context.returned;
          const current = ctx.context.session ?? (await getSessionFromCtx(ctx).catch(() => null));
          if (!(returned instanceof APIError)) {
            // Changed: the owner hears of it (someone else may have done it in their place).
            const changed = (returned as { user?: { email?: string; name?: string } } | undefined)
              ?.user;
            const owner = changed?.email ? changed : current?.user;
            if (owner?.email) {
              logger.info({ email: owner.email }, 'password changed');
              await mailer
                .send(
                  passwordChangedMail(
                    { email: owner.email, name: owner.name ?? '' },
                    baseURL,
                    new Date(),
                  ),
                )
                .catch((error: unknown) =>
                  logger.error({ err: error }, 'password changed: the notice was not queued'),
                );
            }
            return;
          }
          if (returned.body?.code !== 'INVALID_PASSWORD') return;
          const email = normaliseEmail(current?.user.email);
          if (email) {
            const source = sourceOf(ctx);
            logger.warn({ email, source }, 'password change refused: wrong current password');
            if (rateLimitEnabled) await loginThrottle.recordFailure(email, source);
          }
          throw new APIError('BAD_REQUEST', {
            code: 'INVALID_PASSWORD',
            message: CURRENT_PASSWORD_WRONG_MESSAGE,
          });
        }
        // Counts wrong e-mail/password answers per account and source (login-throttle.ts).
        if (ctx.path !== '/sign-in/email') return;
        const email = normaliseEmail((ctx.body as { email?: unknown } | undefined)?.email);
        if (!email) return;
        const returned: unknown = ctx.context.returned;
        const source = sourceOf(ctx);
        if (returned instanceof APIError) {
          if (returned.body?.code !== 'INVALID_EMAIL_OR_PASSWORD') return;
          logger.warn({ email, source }, 'sign-in failed');
          if (rateLimitEnabled) await loginThrottle.recordFailure(email, source);
          return;
        }
        logger.info({ email, source }, 'signed in');
        if (rateLimitEnabled) await loginThrottle.recordSuccess(email, source);
        const password = (ctx.body as { password?: unknown } | undefined)?.password;
        if (typeof password === 'string')
          await upgradeFirebaseHash(db, { email, password }, hashPassword);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // A sign-up reaches this point only with the terms accepted (the before hook checks the
          // box): record when, and which version. Admins created by the studio accept nothing.
          before: async (data, ctx) => {
            if (ctx?.path !== '/sign-up/email') return;
            return { data: { ...data, termsAcceptedAt: new Date(), termsVersion: TERMS_VERSION } };
          },
        },
      },
      session: {
        create: {
          // The admin plugin refuses `banned` users; also refuse an account marked deleted.
          before: async (session) => {
            const [row] = await db
              .select({ deletedAt: schema.user.deletedAt, role: schema.user.role })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId))
              .limit(1);
            if (row?.deletedAt) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_DEACTIVATED',
                message: ACCOUNT_DEACTIVATED_MESSAGE,
              });
            }
            // An admin session ends 12 h after sign-in (docs/design.md): in the database too, not
            // only in the guard, so the row never claims a longer life.
            if (row?.role === 'admin') {
              const end = adminSessionEnd(session.createdAt ?? new Date());
              if (session.expiresAt > end) return { data: { expiresAt: end } };
            }
          },
        },
        update: {
          // better-auth's sliding refresh would push an admin session's expiry 7 days out again.
          before: async (data, ctx) => {
            const current = ctx?.context.session;
            if (!data.expiresAt || current?.user.role !== 'admin') return;
            const end = adminSessionEnd(current.session.createdAt);
            // Past its 12 hours the guard (loadSession) revokes it in this very request, which
            // needs the session still valid: leave that case to the guard.
            if (end.getTime() <= Date.now()) return;
            if (new Date(data.expiresAt) > end) return { data: { ...data, expiresAt: end } };
          },
        },
      },
    },
    plugins: [
      admin({
        defaultRole: 'client',
        adminRoles: ['admin'],
        bannedUserMessage: ACCOUNT_DEACTIVATED_MESSAGE,
      }),
      // Companies (docs/product/companies.md): the plugin's tables, roles and access control. Its
      // HTTP endpoints are closed (endpoints.ts); every account's own company is made by a trigger
      // on "user" (migration 0037), so nobody creates one through the plugin.
      organization({
        ac: companyAccess,
        roles: companyRoles,
        creatorRole: FOUNDER_ROLE,
        allowUserToCreateOrganization: false,
        invitationExpiresIn: INVITATION_DAYS * 24 * 60 * 60,
      }),
    ],
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
  });
  // better-auth's per-IP limit answers in English: serve it in pt-BR like every other error.
  // Closed endpoints answer our JSON 404 (better-auth's own is plain text, and cannot match the
  // paths with a parameter).
  const handler = auth.handler;
  auth.handler = async (request) => {
    const { pathname } = new URL(request.url);
    if (isDisabledAuthPath(pathname.slice(AUTH_BASE_PATH.length))) return authNotFoundResponse();
    return translateRateLimitResponse(request, await handler(request));
  };
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
/**
 * The signed-in user as routes see it. better-auth types `role` and `credit` loosely (its admin
 * plugin allows any role text, additional fields may be absent); the table's NOT NULL and CHECK
 * constraints make them exact, and loadSession (guards.ts) narrows them once.
 */
export type SessionUser = Omit<AuthSession['user'], 'role' | 'credit'> & {
  role: Role;
  credit: number;
};
