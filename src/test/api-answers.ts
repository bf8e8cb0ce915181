// Scripted API answers for component tests, typed from the API contract: a fake body that no
// longer matches the server's schema fails the typecheck, like the SPA code it stands in for.
import type { paths } from '../lib/api-contract.gen';
import type { SuccessBody } from '../lib/api';

/** The address a stubbed `fetch` was called with (the typed client passes a Request). */
export const requestUrl = (input: RequestInfo | URL): URL =>
  new URL(input instanceof Request ? input.url : String(input), 'http://localhost');

/** The method a stubbed `fetch` was called with. */
export const requestMethod = (input: RequestInfo | URL, init?: RequestInit): string =>
  (input instanceof Request ? input.method : (init?.method ?? 'GET')).toUpperCase();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A success answer of `method path`, its body checked against the contract at compile time. */
export const answer = <Path extends keyof paths, Method extends keyof paths[Path]>(
  _path: Path,
  _method: Method,
  body: SuccessBody<Path, Method>,
  status: 200 | 201 = 200,
): Response => json(status, body);

/** An error answer in the API's one error shape. */
export const errorAnswer = (status: number, code: string, message: string): Response =>
  json(status, { error: { code, message } });
