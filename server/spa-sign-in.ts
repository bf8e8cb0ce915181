// The sign-in pages' form before their JavaScript arrives: a plain POST to /Login or /AdmLogin.
// It is handed to better-auth's own sign-in through the app (the same route the SPA calls), so
// its rate limits, the failed-login counter, the origin and Fetch Metadata checks (a cross-site
// post fails) and the answers stay in one place. Success: 303 to the return address with the
// session cookie. Refusal: the page again, with the SPA's message and the e-mail kept.
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ownAddress, paths } from '../common/paths';
import { NOT_AN_ADMIN_MESSAGE, SIGN_IN_FIELDS, signInFailureMessage } from '../common/sign-in';
import type { Auth } from './auth/auth';
import { DomainError } from './domain-errors';
import type { AppEnv } from './http/context';
import { sameOriginOnly } from './http/same-origin';
import type { SignInFormState } from './seo/prerender';

/** What the browser sent that better-auth's checks read (origin, Fetch Metadata, cookies…). */
const FORWARDED_HEADERS = [
  'origin',
  'referer',
  'cookie',
  'user-agent',
  'sec-fetch-site',
  'sec-fetch-mode',
  'sec-fetch-dest',
  'x-forwarded-for',
];

/** An e-mail and a password, with room to spare; more is not a sign-in form. */
const FORM_MAX_BYTES = 8 * 1024;

export interface FormSignInOptions {
  auth: Auth;
  /** The site's configured address (PUBLIC_URL): a post from any other origin is refused. */
  publicUrl: string | undefined;
  /** The sign-in page again, showing the refusal (the page's status: better-auth's). */
  renderRefusal: (
    c: Context<AppEnv>,
    form: SignInFormState,
    status: ContentfulStatusCode,
  ) => Promise<Response>;
}

export function mountFormSignIn(app: Hono<AppEnv>, options: FormSignInOptions) {
  const tooLarge = bodyLimit({
    maxSize: FORM_MAX_BYTES,
    onError: (c) => c.text('Formulário grande demais.', 413),
  });
  const sameOrigin = sameOriginOnly(options.publicUrl);
  for (const [page, requiredRole] of [
    [paths.login, undefined],
    [paths.adminLogin, 'admin'],
  ] as const) {
    app.post(page, tooLarge, async (c) => {
      const form = await c.req.parseBody();
      const field = (name: string) => {
        const value = form[name];
        return typeof value === 'string' ? value : '';
      };
      const email = field(SIGN_IN_FIELDS.email).trim();
      const returnTo = ownAddress(field(SIGN_IN_FIELDS.returnTo));
      const refuse = (error: string, status: ContentfulStatusCode) =>
        options.renderRefusal(c, { email, error }, status);
      // Our own cross-site refusal first (the API's, with its pt-BR reason, e.g. a page opened at
      // another address than PUBLIC_URL), then better-auth's origin and Fetch Metadata checks.
      try {
        await sameOrigin(c, () => Promise.resolve());
      } catch (error) {
        if (error instanceof DomainError) return refuse(error.message, 403);
        throw error;
      }

      const headers = new Headers({ 'content-type': 'application/json' });
      for (const name of FORWARDED_HEADERS) {
        const value = c.req.header(name);
        if (value) headers.set(name, value);
      }
      // Through the app, with this connection (c.env): the client address better-auth limits on.
      const response = await app.fetch(
        new Request(new URL('/api/auth/sign-in/email', c.req.url), {
          method: 'POST',
          headers,
          body: JSON.stringify({ email, password: field(SIGN_IN_FIELDS.password) }),
        }),
        c.env,
      );
      const answer = (await response.json().catch(() => null)) as {
        code?: string;
        message?: string;
        user?: { role?: string };
      } | null;
      if (!response.ok) {
        const error = signInFailureMessage({
          status: response.status,
          code: answer?.code,
          message: answer?.message,
        });
        // better-auth's status (401, 403, 429…); anything odd reads as a refusal.
        const status = response.status >= 400 && response.status < 600 ? response.status : 400;
        return refuse(error, status as ContentfulStatusCode);
      }

      const cookies = response.headers.getSetCookie();
      const role = answer?.user?.role;
      if (requiredRole && role !== requiredRole) {
        // As the SPA does: the session just opened is closed again, and the page says why.
        const cookie = cookies.map((line) => line.split(';')[0]).join('; ');
        await options.auth.api.signOut({ headers: new Headers({ cookie }) });
        return refuse(NOT_AN_ADMIN_MESSAGE, 403);
      }
      for (const line of cookies) c.header('Set-Cookie', line, { append: true });
      c.header('Cache-Control', 'no-store');
      return c.redirect(returnTo ?? (role === 'admin' ? paths.admin : paths.clientArea), 303);
    });
  }
}
