// Multipart uploads with progress: fetch cannot report upload progress, XMLHttpRequest can.
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from './api';

export interface UploadOptions {
  /** Called with a fraction between 0 and 1 as the body goes out. */
  onProgress?: (fraction: number) => void;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function uploadForm<T>(
  url: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // a proxy's HTML error page: handled as an unknown error below
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(toApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'Envio cancelado.'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/**
 * A `fetch` for the typed client that sends `form` through XMLHttpRequest, reporting progress:
 * `unwrap(api.POST('/api/arts', { body, bodySerializer: () => form, fetch: uploadingFetch(form, options) }))`.
 * The request's other parts (address, method, headers) come from the client; the browser sets
 * the multipart boundary itself.
 */
export function uploadingFetch(form: FormData, options: UploadOptions = {}) {
  return (request: Request) =>
    new Promise<Response>((resolve, reject) => {
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
        const type = xhr.getResponseHeader('content-type');
        resolve(
          new Response(xhr.status === 204 ? null : xhr.responseText, {
            status: xhr.status,
            headers: type ? { 'content-type': type } : {},
          }),
        );
      };
      xhr.onerror = () => reject(new ApiError(0, 'network', NETWORK_ERROR_MESSAGE));
      xhr.onabort = () => reject(new ApiError(0, 'aborted', 'Envio cancelado.'));
      options.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send(form);
    });
}
