// How long sessions live: shared by better-auth's set-up (auth.ts) and the route guards
// (guards.ts), so neither has to import the other.

/** A client session lasts 7 days from its last refresh. */
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** A client session's expiry slides forward at most once a day (one write, not one per request). */
export const SESSION_REFRESH_AGE_SECONDS = 24 * 60 * 60;

/** Admin sessions end 12 hours after sign-in, whatever the activity (docs/design.md). */
export const ADMIN_SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
