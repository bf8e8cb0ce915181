// The Hono application: middleware, the API route groups and (in production) the SPA. Built from
// its dependencies so that tests run the very same app on their own database.
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { accountRoutes } from './account/account.routes';
import { adminArtRoutes } from './admin/admin-arts.routes';
import { adminClientRoutes } from './admin/admin-clients.routes';
import { adminMailRoutes } from './admin/admin-mail.routes';
import { adminMessageRoutes } from './admin/admin-messages.routes';
import { adminPaymentRoutes } from './admin/admin-payments.routes';
import { indicatorRoutes } from './indicators/indicators.routes';
import { adminSettingsRoutes } from './admin/admin-settings.routes';
import { artRoutes } from './arts/arts.routes';
import { proofingRoutes } from './proofing/proofing.routes';
import { compareRoutes } from './compare/compare.routes';
import { baseUrlOf, CLIENT_IP_HEADER } from './auth/auth';
import { loadCompany } from './auth/company';
import { loadSession } from './auth/guards';
import { meRoutes } from './account/me.routes';
import { teamRoutes } from './companies/team.routes';
import { contactRoutes } from './contact/contact.routes';
import type { AppDeps } from './deps';
import type { AppEnv } from './http/context';
import { registerApiDocs } from './http/api-docs';
import { refuseNulInAuthInput } from './http/auth-input';
import { limitBodies } from './http/body-limit';
import { apiHealth, healthRoutes } from './http/health';
import { clientIp } from './http/client-ip';
import { apiRouter } from './http/contract';
import { checkResponses } from './http/response-check';
import { DomainError } from './domain-errors';
import { httpStatusOf } from './http/errors';
import { sameOriginOnly, translateAuthOriginRefusal } from './http/same-origin';
import { logAccess } from './logger';
import { notificationRoutes } from './notifications/notifications.routes';
import { preflightRoutes } from './preflight/preflight.routes';
import { previewRoutes } from './previews/previews.routes';
import { rumRoutes } from './rum/rum.routes';
import { approvalRoutes } from './approval/approval.routes';
import { paymentRoutes } from './payments/payments.routes';
import { statementRoutes } from './statement/statement.routes';
import { webhookRoutes } from './payments/webhook.routes';
import { releaseRoutes } from './release/release.routes';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The video host is allowed as a frame only; nothing of it loads until a visitor presses play. */
const VIDEO_FRAME_HOST = 'https://www.youtube-nocookie.com';

/**
 * Browser features the site never uses are denied to it and to any frame. The /flexo video's
 * player (a frame of VIDEO_FRAME_HOST, created when a visitor presses play) keeps what it needs to
 * play: autoplay, fullscreen, protected media, picture-in-picture, and copying its link. Only
 * features Chromium knows are named: an unknown one costs a console warning on every page.
 */
const PERMISSIONS_POLICY = {
  accelerometer: [],
  autoplay: ['self', VIDEO_FRAME_HOST],
  browsingTopics: [],
  camera: [],
  clipboardRead: [],
  clipboardWrite: ['self', VIDEO_FRAME_HOST],
  displayCapture: [],
  encryptedMedia: ['self', VIDEO_FRAME_HOST],
  fullscreen: ['self', VIDEO_FRAME_HOST],
  geolocation: [],
  gyroscope: [],
  hid: [],
  idleDetection: [],
  localFonts: [],
  magnetometer: [],
  microphone: [],
  midi: [],
  otpCredentials: [],
  payment: [],
  pictureInPicture: ['self', VIDEO_FRAME_HOST],
  publickeyCredentialsCreate: [],
  publickeyCredentialsGet: [],
  screenWakeLock: [],
  serial: [],
  usb: [],
  xrSpatialTracking: [],
} satisfies Record<string, string[]>;

/**
 * The build's scripts and stylesheets and the site's raster images: a phone loads about fifteen
 * per page. Never a page themselves (SVG, which can run script when opened, is not among them),
 * they go without the headers that only govern a page, 1.3 KB on each; nosniff, CORP, the referrer
 * policy and HSTS stay.
 */
const BUILT_FILE = /^\/(assets|images)\/[^?]+\.(js|css|avif|webp|jpe?g|png)$/;
const BUILT_FILE_TYPE = /^(text\/(javascript|css)|image\/(avif|webp|jpeg|png))\b/;
const PAGE_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

export interface AppOptions {
  /** Script sources the pages may run besides the site's files: index.html's own, by hash. */
  pageScriptSources?: readonly string[];
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const { config, auth, logger } = deps;
  // The app is itself a contract router: mounting /api copies every route's contract into its
  // registry under its full address, which is what /api/openapi.json describes.
  const app = apiRouter<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    c.set('log', logger.child({ reqId: c.get('requestId') }));
    c.set('user', null);
    c.set('session', null);
    await next();
  });
  // Runs after secureHeaders has set them: a built file keeps only what guards it as a page loads it.
  app.use(async (c, next) => {
    await next();
    if (
      BUILT_FILE.test(c.req.path) &&
      BUILT_FILE_TYPE.test(c.res.headers.get('content-type') ?? '')
    ) {
      for (const name of PAGE_ONLY_HEADERS) c.res.headers.delete(name);
    }
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.pageScriptSources ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: [VIDEO_FRAME_HOST],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      strictTransportSecurity: config.publicUrl?.startsWith('https://')
        ? 'max-age=31536000; includeSubDomains'
        : false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: 'same-origin',
      permissionsPolicy: PERMISSIONS_POLICY,
      // A route that sets a stricter header of its own keeps it: downloads carry a sandbox CSP.
      overwrite: false,
    }),
  );

  // Probes first: no session, no rate limit, no body.
  app.route('/', healthRoutes(deps));

  const api = apiRouter<AppEnv>();
  api.use(async (c, next) => {
    const started = performance.now();
    await next();
    // A write may have committed mail (notify, enqueueMail): hand it to the queue now. One query
    // on an index that is empty unless mail waits; without SMTP, none.
    if (!SAFE_METHODS.has(c.req.method)) {
      void deps.mailer.dispatch();
      void deps.whatsapp.dispatch();
    }
    // Personal data is never stored by a cache; a route that chose its own policy keeps it
    // (preview images: private, cached in the viewer's own browser).
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    logAccess(c.get('log'), {
      ip: clientIp(c, config.trustProxy),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });

  // Before anything reads a body, better-auth's routes included.
  api.use(limitBodies());

  api.use('/auth/*', refuseNulInAuthInput);

  // better-auth keys its rate limits on this header: set it from the socket (or the proxy).
  // Its origin refusals are told in pt-BR, naming the address used and the configured one.
  api.on(['GET', 'POST'], '/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, config.trustProxy));
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    return translateAuthOriginRefusal(c, response, baseUrlOf(config));
  });

  api.use(sameOriginOnly(config.publicUrl));
  api.use(loadSession(auth));
  api.use(loadCompany(deps.db));
  if (config.env !== 'production') api.use(checkResponses(app, ''));

  registerApiDocs(api, app, config);
  api
    .route('/', apiHealth())
    .route('/', contactRoutes(deps))
    .route('/', artRoutes(deps))
    .route('/', proofingRoutes(deps))
    .route('/', previewRoutes(deps))
    .route('/', compareRoutes(deps))
    .route('/admin', adminArtRoutes(deps))
    .route('/admin', adminClientRoutes(deps))
    .route('/admin', adminMessageRoutes(deps))
    .route('/admin', adminSettingsRoutes(deps))
    .route('/admin', adminMailRoutes(deps))
    .route('/admin', adminPaymentRoutes(deps))
    .route('/admin', indicatorRoutes(deps))
    .route('/', preflightRoutes(deps))
    .route('/', accountRoutes(deps))
    .route('/', meRoutes(deps))
    .route('/', teamRoutes(deps))
    .route('/', notificationRoutes(deps))
    .route('/', rumRoutes(deps))
    .route('/', approvalRoutes(deps))
    .route('/', paymentRoutes(deps))
    .route('/', statementRoutes(deps))
    .route('/', webhookRoutes(deps))
    .route('/', releaseRoutes(deps));

  app.route('/api', api);

  app.notFound((c) =>
    c.json({ error: { code: 'not_found', message: 'Endereço da API não encontrado.' } }, 404),
  );

  app.onError((error, c) => {
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) {
        c.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      }
      return c.json({ error: { code: error.code, message: error.message } }, httpStatusOf(error));
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        { error: { code: 'http_error', message: 'Requisição inválida.' } },
        error.status,
      );
    }
    const log = c.get('log') ?? logger;
    log.error({ err: error, method: c.req.method, path: c.req.path }, 'unexpected error');
    return c.json(
      {
        error: {
          code: 'internal',
          message: `Erro inesperado. Tente novamente; se persistir, informe o código ${c.get('requestId')}.`,
        },
      },
      500,
    );
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
