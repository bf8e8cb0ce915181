// Multipart uploads with progress: fetch cannot report upload progress, XMLHttpRequest can. While
// any upload is under way, leaving or reloading the page asks first (the browser's 'Sair da
// página?'): going would lose the files being sent.
import { ApiError, NETWORK_ERROR_MESSAGE } from './api';

let uploadsUnderWay = 0;

function askBeforeLeaving(event: BeforeUnloadEvent) {
  // The browser shows its own question; no page text is shown any more.
  event.preventDefault();
}

/** Marks an upload as under way (the page asks before it is left); call the answer when done. */
export function holdPageWhileUploading(): () => void {
  if (uploadsUnderWay++ === 0) window.addEventListener('beforeunload', askBeforeLeaving);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--uploadsUnderWay === 0) window.removeEventListener('beforeunload', askBeforeLeaving);
  };
}

export interface UploadOptions {
  /** Called with a fraction between 0 and 1 as the body goes out. */
  onProgress?: (fraction: number) => void;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The multipart body of an upload (common/multipart.ts). */
export { formDataOf } from '../../common/multipart';

/**
 * A `fetch` for the typed client that sends `form` through XMLHttpRequest, reporting progress:
 * `unwrap(api.POST('/api/arts', { body, bodySerializer: () => form, fetch: uploadingFetch(form, options) }))`
 * with `form = formDataOf(body)`.
 * The request's other parts (address, method, headers) come from the client; the browser sets
 * the multipart boundary itself.
 */
export function uploadingFetch(form: FormData, options: UploadOptions = {}) {
  return (request: Request) =>
    new Promise<Response>((resolve, reject) => {
      const release = holdPageWhileUploading();
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = true;
      request.headers.forEach((value, name) => {
        if (name !== 'content-type') xhr.setRequestHeader(name, value);
      });
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        release();
        const type = xhr.getResponseHeader('content-type');
        resolve(
          new Response(xhr.status === 204 ? null : xhr.responseText, {
            status: xhr.status,
            headers: type ? { 'content-type': type } : {},
          }),
        );
      };
      xhr.onerror = () => {
        release();
        reject(new ApiError(0, 'network', NETWORK_ERROR_MESSAGE));
      };
      xhr.onabort = () => {
        release();
        reject(new ApiError(0, 'aborted', 'Envio cancelado.'));
      };
      options.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send(form);
    });
}
