// better-auth's browser client (about 12 KB gzipped), loaded when a sign-in or sign-out is asked
// for rather than with every page that offers one.
export const loadAuthClient = async () => (await import('./auth-client')).authClient;
