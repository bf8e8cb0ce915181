// better-auth: e-mail + password sign-in, sessions in the database, roles from the admin plugin,
// Argon2id hashing and database-backed rate limits. The server's only source of "who is this".
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin } from 'better-auth/plugins';
import { signUpSchema } from '../../common/auth-schemas';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../common/constants';
import { paths } from '../../common/paths';
import type { Config } from '../config';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { upgradeFirebaseHash, withFirebaseScrypt } from './firebase-scrypt';
import { ADMIN_SESSION_MAX_AGE_MS } from './guards';
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

export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** A client session's expiry slides forward at most once a day (one write, not one per request). */
export const SESSION_REFRESH_AGE_SECONDS = 24 * 60 * 60;

/**
 * A deactivated account (admin deactivation sets `deleted_at` and better-auth's `banned`) gets a
 * clear message rather than the generic failure: it is only ever shown after the right password,
 * so it tells nothing to someone guessing, and it tells the real client whom to call.
 */
export const ACCOUNT_DEACTIVATED_MESSAGE =
  'Esta conta foi desativada. Entre em contato com o estúdio para reativá-la.';

const adminSessionEnd = (createdAt: Date | string) =>
  new Date(new Date(createdAt).getTime() + ADMIN_SESSION_MAX_AGE_MS);

export function baseUrlOf(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

export function createAuth(deps: { db: Database; config: Config; mailer: Mailer; logger: Logger }) {
  const { db, config, mailer, logger } = deps;
  const baseURL = baseUrlOf(config);
  // Rate limits (per IP, and the per-account failure counter) are off in API tests unless a test
  // asks for them: see `createTestContext(env, { rateLimit: true })`. AUTH_RATE_LIMIT=off turns
  // them off for a browser-test server, whose every test signs up from 127.0.0.1 (the limits
  // themselves are covered by login-throttle.test.ts); never set it on a public server.
  const rateLimitEnabled =
    process.env.AUTH_RATE_LIMIT !== 'off' &&
    (config.env !== 'test' || process.env.AUTH_RATE_LIMIT === 'on');
  const loginThrottle = createLoginThrottle(db);
  const auth = betterAuth({
    appName: 'Estúdio Flexo',
    baseURL,
    basePath: '/api/auth',
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
      },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
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
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: SESSION_REFRESH_AGE_SECONDS,
      // No cookie cache: a revoked session must stop working at once.
      cookieCache: { enabled: false },
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
      useSecureCookies: baseURL.startsWith('https://'),
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
          if (email && (await loginThrottle.isLocked(email))) {
            logger.warn({ email }, 'sign-in refused: too many failures for this account');
            throw new APIError('TOO_MANY_REQUESTS', {
              code: 'TOO_MANY_ATTEMPTS',
              message: TOO_MANY_ATTEMPTS_MESSAGE,
            });
          }
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
          throw new APIError('BAD_REQUEST', {
            code: 'INVALID_SIGN_UP',
            message: parsed.error.issues[0]?.message ?? 'Dados de cadastro inválidos.',
          });
        }
      }),
      // Counts wrong e-mail/password answers per account; a successful sign-in clears them.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const email = normaliseEmail((ctx.body as { email?: unknown } | undefined)?.email);
        if (!email) return;
        const returned: unknown = ctx.context.returned;
        if (returned instanceof APIError) {
          if (returned.body?.code !== 'INVALID_EMAIL_OR_PASSWORD') return;
          logger.warn({ email }, 'sign-in failed');
          if (rateLimitEnabled) await loginThrottle.recordFailure(email);
          return;
        }
        logger.info({ email }, 'signed in');
        if (rateLimitEnabled) await loginThrottle.reset(email);
        const password = (ctx.body as { password?: unknown } | undefined)?.password;
        if (typeof password === 'string')
          await upgradeFirebaseHash(db, { email, password }, hashPassword);
      }),
    },
    databaseHooks: {
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
            // An admin session ends 12 h after sign-in (DESIGN.md §7): in the database too, not
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
    ],
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
  });
  // better-auth's per-IP limit answers in English: serve it in pt-BR like every other error.
  const handler = auth.handler;
  auth.handler = async (request) => translateRateLimitResponse(request, await handler(request));
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = AuthSession['user'];
