// The load generator of `npm run bench`, on a thread of its own (bench-client.mjs starts it): its
// fetches and the parsing of their answers then never wait on the server's event loop, nor the
// server on them, as with a client on another machine. Only the cores are shared.
import { parentPort } from 'node:worker_threads';

/** What to call: one address per app process (taken in turn), or a rotating list of paths. */
export interface RequestSpec {
  /** The app processes' origins, called in turn. */
  origins: string[];
  /** The paths, the n-th request taking the (n mod length)-th. */
  paths: string[];
  /** Whose cookies go with it (a jar set up with `jar`), if any. */
  jar?: string;
  /** A multipart POST with these fields; `numbered` gets ` <run>-<n>` appended, unique per call. */
  form?: { fields: Record<string, string>; numbered: string };
  /** The Origin header a write needs (the app's PUBLIC_URL). */
  origin?: string;
}

export type ClientMessage =
  | { type: 'jar'; name: string; setCookie: string[] }
  | { type: 'probe'; spec: RequestSpec }
  | { type: 'load'; spec: RequestSpec; concurrency: number; durationMs: number };

export type ClientAnswer =
  | { type: 'done' }
  | { type: 'probe'; status: number; text: string }
  | { type: 'load'; latencies: Float64Array; errors: number; elapsedMs: number };

/**
 * A browser's cookies for one account: each answer's Set-Cookie replaces or removes its cookie, as
 * a browser keeps them, so the session cookie cache's copy is renewed when it expires (auth.ts).
 */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  update(setCookie: string[]) {
    for (const line of setCookie) {
      const pair = line.split(';')[0]!;
      const name = pair.slice(0, pair.indexOf('='));
      if (/;\s*Max-Age=0(;|$)/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair);
    }
  }
  get header() {
    return [...this.cookies.values()].join('; ');
  }
}

const jars = new Map<string, CookieJar>();
/** Numbers every request of the run, so each art request gets a name no earlier one used. */
let sequence = 0;
const runId = Math.random().toString(36).slice(2, 8);

function request(spec: RequestSpec, n: number): { url: string; init: RequestInit } {
  const url = `${spec.origins[n % spec.origins.length]}${spec.paths[n % spec.paths.length]}`;
  const headers: Record<string, string> = {};
  const jar = spec.jar ? jars.get(spec.jar) : undefined;
  if (jar) headers.cookie = jar.header;
  if (spec.origin) headers.origin = spec.origin;
  if (!spec.form) return { url, init: { headers } };
  const body = new FormData();
  for (const [name, value] of Object.entries(spec.form.fields)) {
    body.set(name, name === spec.form.numbered ? `${value} ${runId}-${n}` : value);
  }
  return { url, init: { method: 'POST', headers, body } };
}

async function call(spec: RequestSpec, n: number): Promise<Response> {
  const { url, init } = request(spec, n);
  const response = await fetch(url, init);
  if (spec.jar) jars.get(spec.jar)?.update(response.headers.getSetCookie());
  return response;
}

/** `concurrency` callers back to back until `until`; latency per response, fully read. */
async function run(spec: RequestSpec, concurrency: number, until: number, latencies?: number[]) {
  let errors = 0;
  const caller = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const response = await call(spec, sequence++);
        await response.arrayBuffer();
        if (!response.ok) errors++;
      } catch {
        errors++;
      }
      latencies?.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, caller));
  return errors;
}

async function answer(message: ClientMessage): Promise<ClientAnswer> {
  switch (message.type) {
    case 'jar': {
      const jar = new CookieJar();
      jar.update(message.setCookie);
      jars.set(message.name, jar);
      return { type: 'done' };
    }
    case 'probe': {
      const response = await call(message.spec, sequence++);
      return { type: 'probe', status: response.status, text: await response.text() };
    }
    case 'load': {
      const { spec, concurrency, durationMs } = message;
      const latencies: number[] = [];
      const started = performance.now();
      const errors = await run(spec, concurrency, started + durationMs, latencies);
      const elapsedMs = performance.now() - started;
      return { type: 'load', latencies: Float64Array.from(latencies), errors, elapsedMs };
    }
  }
}

const port = parentPort;
if (!port) throw new Error('bench-client.ts runs as a worker thread (bench-client.mjs)');
// One message at a time: the bench waits for each answer before the next.
port.on('message', (message: ClientMessage) => {
  void answer(message).then((reply) => port.postMessage(reply));
});
