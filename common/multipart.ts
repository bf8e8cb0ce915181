// A multipart body from a route's typed fields, as the SPA's uploads and the API tests' typed
// client send it: text first (the server reads the stream in order and refuses an upload before
// its fields), then the files, each under its field's name.
export function formDataOf(fields: Record<string, string | Blob | Blob[] | undefined>): FormData {
  const form = new FormData();
  const entries = Object.entries(fields);
  for (const [name, value] of entries) if (typeof value === 'string') form.append(name, value);
  for (const [name, value] of entries) {
    if (value === undefined || typeof value === 'string') continue;
    for (const blob of Array.isArray(value) ? value : [value]) form.append(name, blob);
  }
  return form;
}
