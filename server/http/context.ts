// What every request carries through the Hono app: its id, its logger and (once loaded) the session.
import type { Logger } from '../logger';
import type { AuthSession, SessionUser } from '../auth/auth';
import type { OpenCompany } from '../auth/company';

export interface AppVariables {
  requestId: string;
  log: Logger;
  /** The signed-in user, or null; set for every /api request. */
  user: SessionUser | null;
  session: AuthSession['session'] | null;
  /** A signed-in client's open company and their roles in it (server/auth/company.ts). */
  company: OpenCompany | null;
  /** Reads the memberships and sets `company` (loadCompany); requireUser calls it. */
  resolveCompany?: () => Promise<void>;
}

export interface AppEnv {
  Variables: AppVariables;
}

/** Handlers behind `requireUser` see a user that is never null. */
export interface AuthedEnv {
  Variables: AppVariables & { user: SessionUser; session: AuthSession['session'] };
}
