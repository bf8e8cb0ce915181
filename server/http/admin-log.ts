// The log line of an action by the studio (docs/operations.md, "Logs and retention": sign-ins,
// failures, admin actions and access denials are logged), one shape for every panel route.
import type { Context } from 'hono';
import type { AuthedEnv } from './context';

/** What an admin action's line names: the action, then its subject and figures, in that order. */
export type AdminActionFields = { action: string } & Record<string, unknown>;

/** Logs an admin action: the admin's id first, then the route's fields as it wrote them. */
export function logAdminAction(c: { get: Context<AuthedEnv>['get'] }, fields: AdminActionFields) {
  c.get('log').info({ adminId: c.get('user').id, ...fields }, 'admin action');
}
