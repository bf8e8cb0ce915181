// Reading an answer's JSON before passing the answer on, without Response.clone(). Node's fetch
// (undici 6) registers a cloned response's stream for cancellation when the original object is
// garbage collected; Hono rebuilds the final answer around that same stream (c.header() once the
// answer is final), so a collection between the two empties the body the client then reads
// ("Body is unusable"). Reading the text and rebuilding the answer from it has no such tie.

/** The answer's body parsed as JSON (undefined when it is not JSON) and an unread copy of it. */
export async function readJsonBody(
  response: Response,
): Promise<{ body: unknown; response: Response }> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { body, response: new Response(text, response) };
}
