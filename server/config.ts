// The server's configuration: the environment, parsed once with zod at boot. Nothing else reads process.env.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAX_UPLOAD_MB } from '../common/constants';
import { RELEASE_LINK_DAYS } from '../common/release';
import { PAYMENT_LIMITS } from '../common/payments';
import { PAYMENT_PROVIDERS } from './payments/provider';
import { parseTrustProxy } from './http/client-ip';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().min(1).optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
/** A whole number from `min` to `max`: any refusal names the variable and its range. */
const wholeNumberIn = (name: string, min: number, max: number) => {
  const error = `${name} deve ser um número inteiro de ${min} a ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    PUBLIC_URL: optionalUrl,
    BETTER_AUTH_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'BETTER_AUTH_SECRET deve ter pelo menos 32 caracteres').optional(),
    ),
    MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(10_240).default(DEFAULT_MAX_UPLOAD_MB),
    ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
    ADMIN_PASSWORD: optionalString,
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().min(1).default('Estúdio Flexo <nao-responda@localhost>'),
    CONTACT_TO: z.preprocess(emptyAsUndefined, z.email().optional()),
    STUDIO_NOTIFY_TO: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .optional()
        .transform((value, ctx) => {
          if (value === undefined) return undefined;
          const list = value
            .split(',')
            .map((item) => item.trim().toLowerCase())
            .filter(Boolean);
          const bad = list.filter((item) => !z.email().safeParse(item).success);
          if (bad.length > 0 || list.length === 0) {
            ctx.addIssue({
              code: 'custom',
              message: `endereços inválidos: ${bad.join(', ') || '(lista vazia)'}`,
            });
            return z.NEVER;
          }
          return list;
        }),
    ),
    RELEASE_LINK_DAYS: z.coerce
      .number()
      .int()
      .min(RELEASE_LINK_DAYS.min)
      .max(RELEASE_LINK_DAYS.max)
      .default(RELEASE_LINK_DAYS.default),
    MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if ('error' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.error });
          return z.NEVER;
        }
        return parsed;
      }),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    LOG_FILE: optionalString,
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    AUTH_RATE_LIMIT: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).optional()),
    SESSION_CACHE_SECONDS: z.preprocess(
      emptyAsUndefined,
      wholeNumberIn('SESSION_CACHE_SECONDS', 0, 60).default(30),
    ),
    PREVIEW_NICE: wholeNumberIn('PREVIEW_NICE', 0, 19).default(10),
    WORKER_MEMORY_MB: wholeNumberIn('WORKER_MEMORY_MB', 256, 65_536).default(1024),
    WHATSAPP_ENABLED: z.preprocess(
      emptyAsUndefined,
      z
        .enum(['true', 'false', '1', '0', 'on', 'off'], {
          error: 'WHATSAPP_ENABLED deve ser true ou false',
        })
        .default('false')
        .transform((v) => v === 'true' || v === '1' || v === 'on'),
    ),
    WHATSAPP_API_URL: z.preprocess(
      emptyAsUndefined,
      z.url().default('https://graph.facebook.com/v21.0'),
    ),
    WHATSAPP_PHONE_NUMBER_ID: optionalString,
    WHATSAPP_ACCESS_TOKEN: optionalString,
    WHATSAPP_TEMPLATE_LANGUAGE: z.preprocess(emptyAsUndefined, z.string().min(2).default('pt_BR')),
    // The BACEN Pix API adapter (server/payments/providers/bacen-pix.ts).
    PIX_API_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ error: 'PIX_API_URL deve ser um endereço https://, com a versão (ex.: …/v2)' })
        .refine((value) => value.startsWith('https://'), {
          error: 'PIX_API_URL deve começar com https:// (a API Pix usa TLS mútuo)',
        })
        .optional(),
    ),
    PIX_OAUTH_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ error: 'PIX_OAUTH_URL deve ser um endereço https://' })
        .refine((value) => value.startsWith('https://'), {
          error: 'PIX_OAUTH_URL deve começar com https://',
        })
        .optional(),
    ),
    PIX_OAUTH_BODY: z.preprocess(
      emptyAsUndefined,
      z.enum(['form', 'json'], { error: 'PIX_OAUTH_BODY deve ser form ou json' }).default('form'),
    ),
    PIX_CLIENT_ID: optionalString,
    PIX_CLIENT_SECRET: optionalString,
    PIX_CERT_PATH: optionalString,
    PIX_KEY_PATH: optionalString,
    PIX_CERT_P12_PATH: optionalString,
    PIX_CERT_P12_PASSPHRASE: z.preprocess(emptyAsUndefined, z.string().optional()),
    PIX_CA_PATH: optionalString,
    PIX_WEBHOOK_SECRET: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{16,128}$/, {
          error:
            'PIX_WEBHOOK_SECRET deve ter de 16 a 128 letras, dígitos, _ ou - (vai no endereço do webhook)',
        })
        .optional(),
    ),
    // The Asaas adapter (server/payments/providers/asaas.ts).
    ASAAS_API_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ error: 'ASAAS_API_URL deve ser um endereço, ex.: https://api.asaas.com/v3' })
        .default('https://api-sandbox.asaas.com/v3'),
    ),
    ASAAS_API_KEY: optionalString,
    ASAAS_WEBHOOK_TOKEN: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .min(16, { error: 'ASAAS_WEBHOOK_TOKEN deve ter pelo menos 16 caracteres' })
        .optional(),
    ),

    // Real-user speed (docs/product/real-user-speed.md).
    RUM_SAMPLE_RATE: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'RUM_SAMPLE_RATE deve ser um número de 0 a 1' })
        .min(0, { error: 'RUM_SAMPLE_RATE deve ser um número de 0 a 1' })
        .max(1, { error: 'RUM_SAMPLE_RATE deve ser um número de 0 a 1' })
        .default(1),
    ),

    // Payments (docs/product/payments.md, docs/decisions/0010-payment-providers.md).
    PAYMENT_PROVIDER: z.preprocess(
      emptyAsUndefined,
      z
        .enum(PAYMENT_PROVIDERS, {
          error: `PAYMENT_PROVIDER deve ser um de: ${PAYMENT_PROVIDERS.join(', ')}`,
        })
        .default('pix-manual'),
    ),
    PIX_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .max(PAYMENT_LIMITS.pixKey, `PIX_KEY tem no máximo ${PAYMENT_LIMITS.pixKey} caracteres`)
        .regex(/^\S+$/, 'PIX_KEY não pode ter espaços')
        .optional(),
    ),
    PIX_MERCHANT_NAME: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .max(
          PAYMENT_LIMITS.merchantName,
          `PIX_MERCHANT_NAME tem no máximo ${PAYMENT_LIMITS.merchantName} caracteres (regra do BR Code)`,
        )
        .default('Estudio Flexo'),
    ),
    PIX_MERCHANT_CITY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .max(
          PAYMENT_LIMITS.merchantCity,
          `PIX_MERCHANT_CITY tem no máximo ${PAYMENT_LIMITS.merchantCity} caracteres (regra do BR Code)`,
        )
        .default('Salvador'),
    ),
  })
  // Each automatic provider needs its own account settings (docs/operations.md#pagamentos).
  .refine(
    (env) =>
      env.PAYMENT_PROVIDER !== 'bacen-pix' ||
      Boolean(env.PIX_API_URL && env.PIX_CLIENT_ID && env.PIX_CLIENT_SECRET && env.PIX_KEY),
    {
      message:
        'PAYMENT_PROVIDER=bacen-pix exige PIX_API_URL, PIX_CLIENT_ID, PIX_CLIENT_SECRET, o certificado e PIX_KEY',
      path: ['PAYMENT_PROVIDER'],
    },
  )
  .refine((env) => env.PAYMENT_PROVIDER !== 'asaas' || Boolean(env.ASAAS_API_KEY), {
    message: 'PAYMENT_PROVIDER=asaas exige ASAAS_API_KEY e ASAAS_WEBHOOK_TOKEN',
    path: ['PAYMENT_PROVIDER'],
  })
  .refine((env) => !env.WHATSAPP_ENABLED || Boolean(env.WHATSAPP_PHONE_NUMBER_ID), {
    message:
      'WHATSAPP_PHONE_NUMBER_ID é obrigatório quando WHATSAPP_ENABLED=true (WhatsApp Manager → número de telefone)',
    path: ['WHATSAPP_PHONE_NUMBER_ID'],
  })
  .refine((env) => !env.WHATSAPP_ENABLED || Boolean(env.WHATSAPP_ACCESS_TOKEN), {
    message: 'WHATSAPP_ACCESS_TOKEN é obrigatório quando WHATSAPP_ENABLED=true',
    path: ['WHATSAPP_ACCESS_TOKEN'],
  })
  .refine((env) => !env.PIX_API_URL || Boolean(env.PIX_CLIENT_ID && env.PIX_CLIENT_SECRET), {
    message:
      'PIX_CLIENT_ID e PIX_CLIENT_SECRET são obrigatórios com PIX_API_URL (a aplicação criada no PSP)',
    path: ['PIX_CLIENT_SECRET'],
  })
  .refine(
    (env) =>
      !env.PIX_API_URL ||
      (env.PIX_CERT_P12_PATH
        ? !env.PIX_CERT_PATH && !env.PIX_KEY_PATH
        : Boolean(env.PIX_CERT_PATH && env.PIX_KEY_PATH)),
    {
      message:
        'a API Pix precisa do certificado do PSP: PIX_CERT_PATH e PIX_KEY_PATH (PEM) ou PIX_CERT_P12_PATH (PKCS#12), não os dois',
      path: ['PIX_CERT_PATH'],
    },
  )
  .refine((env) => !env.ASAAS_API_KEY || Boolean(env.ASAAS_WEBHOOK_TOKEN), {
    message:
      'ASAAS_WEBHOOK_TOKEN é obrigatório com ASAAS_API_KEY (o token de autenticação do webhook no Asaas)',
    path: ['ASAAS_WEBHOOK_TOKEN'],
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL e ADMIN_PASSWORD devem ser definidos juntos',
    path: ['ADMIN_PASSWORD'],
  });

export type Env = z.infer<typeof envSchema>;

/** The environment turned into the settings the server uses; each field's meaning is beside it. */
const configSchema = envSchema.transform((env) => {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    /** From BETTER_AUTH_SECRET; loadConfig generates one under DATA_DIR when unset. */
    authSecret: env.BETTER_AUTH_SECRET,
    maxUploadBytes: env.MAX_UPLOAD_MB * 1024 * 1024,
    maxUploadMb: env.MAX_UPLOAD_MB,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contactTo: env.CONTACT_TO,
    /** Who gets the studio's notifications and digest; unset: every active admin's address. */
    studioNotifyTo: env.STUDIO_NOTIFY_TO,
    /**
     * The first retry of a failed delivery comes after 1–2× this many seconds, each next one after
     * twice as long (pg-boss back-off), for about 24 hours (server/mail/delivery.job.ts).
     */
    mailRetryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    /** How many days a plate maker's release link lasts (docs/product/release.md). */
    releaseLinkDays: env.RELEASE_LINK_DAYS,
    /** How far X-Forwarded-For is believed (server/http/client-ip.ts). */
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    /**
     * The preview renderer's niceness (server/previews): above 0 it yields the CPU to the API (and
     * to anything else on the machine), so previews wait rather than requests.
     */
    previewNice: env.PREVIEW_NICE,
    /**
     * The memory ceiling of each background child (previews, pre-flight, compare), in MB: the OS
     * refuses it more and the parent kills it above (server/jobs/isolated.ts).
     */
    workerMemoryMb: env.WORKER_MEMORY_MB,
    /** Also write logs to this file, rotated daily and kept ~190 days (server/logger.ts). */
    logFile: env.LOG_FILE ? path.resolve(env.LOG_FILE) : undefined,
    /**
     * better-auth's per-IP limits and the failed-login lock (server/auth/auth.ts). Off in API
     * tests unless AUTH_RATE_LIMIT=on (`createTestContext(env, { rateLimit: true })`); off
     * everywhere with AUTH_RATE_LIMIT=off, for a browser-test server whose every test signs up
     * from 127.0.0.1. Never off on a public server.
     */
    authRateLimit:
      env.AUTH_RATE_LIMIT !== 'off' && (env.NODE_ENV !== 'test' || env.AUTH_RATE_LIMIT === 'on'),
    /**
     * How long a signed copy of the session in a cookie stands for the session row (better-auth's
     * cookie cache, server/auth/auth.ts): a page read then reads no session. It is also how long a
     * session revoked elsewhere (sign-out, password change, deactivation) may still be used on
     * another device (docs/decisions/0013-nginx-in-front-and-the-session-cache.md). 0: off.
     */
    sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
    /** The WhatsApp Business Cloud API channel (server/whatsapp/); undefined: off. */
    whatsapp:
      env.WHATSAPP_ENABLED && env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_ACCESS_TOKEN
        ? {
            apiUrl: env.WHATSAPP_API_URL.replace(/\/$/, ''),
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
            accessToken: env.WHATSAPP_ACCESS_TOKEN,
            templateLanguage: env.WHATSAPP_TEMPLATE_LANGUAGE,
          }
        : undefined,
    /** The BACEN Pix API (server/payments/providers/bacen-pix.ts); undefined: not configured. */
    bacenPix:
      env.PIX_API_URL && env.PIX_CLIENT_ID && env.PIX_CLIENT_SECRET
        ? {
            apiUrl: env.PIX_API_URL.replace(/\/+$/, ''),
            oauthUrl: env.PIX_OAUTH_URL ?? `${env.PIX_API_URL.replace(/\/+$/, '')}/oauth/token`,
            oauthBody: env.PIX_OAUTH_BODY,
            clientId: env.PIX_CLIENT_ID,
            clientSecret: env.PIX_CLIENT_SECRET,
            certPath: env.PIX_CERT_PATH ? path.resolve(env.PIX_CERT_PATH) : undefined,
            keyPath: env.PIX_KEY_PATH ? path.resolve(env.PIX_KEY_PATH) : undefined,
            p12Path: env.PIX_CERT_P12_PATH ? path.resolve(env.PIX_CERT_P12_PATH) : undefined,
            p12Passphrase: env.PIX_CERT_P12_PASSPHRASE,
            caPath: env.PIX_CA_PATH ? path.resolve(env.PIX_CA_PATH) : undefined,
            webhookSecret: env.PIX_WEBHOOK_SECRET,
          }
        : undefined,
    /** Asaas (server/payments/providers/asaas.ts); undefined: not configured. */
    asaas:
      env.ASAAS_API_KEY && env.ASAAS_WEBHOOK_TOKEN
        ? {
            apiUrl: env.ASAAS_API_URL.replace(/\/+$/, ''),
            apiKey: env.ASAAS_API_KEY,
            webhookToken: env.ASAAS_WEBHOOK_TOKEN,
          }
        : undefined,

    /**
     * How charges are made and confirmed (server/payments/providers.ts), and the studio's Pix
     * details until 'Preços e pagamentos' saves its own.
     */
    payments: {
      provider: env.PAYMENT_PROVIDER,
      pixKey: env.PIX_KEY ?? '',
      pixMerchantName: env.PIX_MERCHANT_NAME,
      pixMerchantCity: env.PIX_MERCHANT_CITY,
    },
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,

    /** The share of real-user speed reports kept (0–1; server/rum/rum.service.ts). */
    rumSampleRate: env.RUM_SAMPLE_RATE,
  };
});

/** The server's settings: the schema's output, with the auth secret always resolved. */
export type Config = Omit<z.output<typeof configSchema>, 'authSecret'> & { authSecret: string };

export class ConfigError extends Error {}

/** Parses the environment with `schema`; throws ConfigError naming every bad variable. */
function parseWith<S extends z.ZodType>(
  schema: S,
  source: Record<string, string | undefined>,
): z.output<S> {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** The environment's variables, checked (scripts that must not touch DATA_DIR use this). */
export const parseEnv = (source: Record<string, string | undefined>): Env =>
  parseWith(envSchema, source);

/** The secret that signs sessions: from the environment, or generated once and kept under DATA_DIR. */
function resolveAuthSecret(fromEnv: string | undefined, dataDir: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const config = parseWith(configSchema, source);
  return { ...config, authSecret: resolveAuthSecret(config.authSecret, config.dataDir) };
}
