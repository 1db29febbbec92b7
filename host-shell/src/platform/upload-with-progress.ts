import type { UploadSender } from 'shared-contracts/gateway';

/** Statuses whose Response may carry no body (the Response constructor throws otherwise). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * The gateway client's upload sender: fetch has no events for a request body, XMLHttpRequest does
 * (`xhr.upload.onprogress`). It answers a Response and rejects as fetch does (TypeError on a network
 * failure, AbortError on abort), so the client treats both alike: errors, refresh and replay
 * (docs/decisions/0033-upload-progress-and-new-tags.md). Credentials are sent as fetch's `include`.
 */
export function xhrUploadSender(Xhr: typeof XMLHttpRequest = XMLHttpRequest): UploadSender {
  return (url, { method, headers, body, signal }, onProgress) =>
    new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new DOMException('The upload was aborted.', 'AbortError'));
        return;
      }
      const xhr = new Xhr();
      const abort = () => xhr.abort();
      const settle = () => signal?.removeEventListener('abort', abort);
      xhr.open(method, url);
      xhr.withCredentials = true;
      xhr.responseType = 'text';
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
      xhr.onload = () => {
        settle();
        const status = xhr.status;
        resolve(
          new Response(NULL_BODY_STATUSES.has(status) ? null : xhr.responseText, {
            status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => {
        settle();
        reject(new TypeError('The upload could not reach the gateway.'));
      };
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => {
        settle();
        reject(new DOMException('The upload was aborted.', 'AbortError'));
      };
      signal?.addEventListener('abort', abort, { once: true });
      xhr.send(body as XMLHttpRequestBodyInit | null | undefined);
    });
}
