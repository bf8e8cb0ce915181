// Scripted API answers for component tests, typed from the API contract: a fake body that no
// longer matches the server's schema fails the typecheck, like the SPA code it stands in for.
import { vi } from 'vitest';
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

/** One call to the scripted API: where it went, how, and the request itself (for its body). */
export interface ScriptedCall {
  url: URL;
  /** `url.pathname`. */
  path: string;
  method: string;
  request: Request;
}

/**
 * Stubs `fetch` with a scripted API for the current test: `answerFor` answers each call, and a
 * call it does not answer gets a 404 (`notFoundMessage`). The stub is returned, for its calls.
 * Undone by `vi.unstubAllGlobals()`.
 */
export function scriptApi(
  answerFor: (call: ScriptedCall) => Response | undefined | Promise<Response | undefined>,
  notFoundMessage = 'Não encontrado.',
) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(requestUrl(input), init);
    const url = requestUrl(input);
    const call = { url, path: url.pathname, method: requestMethod(input, init), request };
    return (await answerFor(call)) ?? errorAnswer(404, 'not_found', notFoundMessage);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
