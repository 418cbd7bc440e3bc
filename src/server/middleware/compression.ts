/**
 * gzip for responses worth it: only when the caller accepts gzip, for compressible types,
 * from 1 KiB up. Small JSON answers (most API calls) are sent as they are: compressing them
 * costs more than it saves, and rewriting their headers would cost `@hono/node-server` its
 * fast path. JSON is compressed whole off the event loop; static files as a stream.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX as COMPRESSIBLE } from 'hono/compress';
import { headerOf } from '../lib/request-header';
import type { Fetch } from './fetch';

/** Smaller answers are sent as they are: compressing them costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;
const gzipAsync = promisify(gzip);

/** Whether `Accept-Encoding` allows gzip (named, or by `*`, with a q above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let allowed = false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name === 'gzip') return weight > 0;
    if (name === '*') allowed = weight > 0;
  }
  return allowed;
}

const noTransform = (cacheControl: string | null) =>
  /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(cacheControl ?? '');

/** `res` gzipped when it is worth it, else `res` itself. */
async function compressed(res: Response): Promise<Response> {
  const type = res.headers.get('content-type');
  if (res.status === 204 || res.status === 206 || !type || !COMPRESSIBLE.test(type)) return res;
  if (res.headers.has('content-encoding') || noTransform(res.headers.get('cache-control'))) {
    return res;
  }
  const length = res.headers.get('content-length');
  if ((length !== null && Number(length) < COMPRESS_MIN_BYTES) || !res.body) return res;

  const headers = new Headers(res.headers);
  headers.append('Vary', 'Accept-Encoding');
  headers.set('Content-Encoding', 'gzip');
  headers.delete('Content-Length');
  const etag = headers.get('ETag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  // Static files know their length and stream; JSON is read whole and only its size decides.
  if (length !== null) {
    const body = res.body.pipeThrough(new CompressionStream('gzip'));
    return new Response(body, { status: res.status, headers });
  }
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.byteLength < COMPRESS_MIN_BYTES) {
    return new Response(bytes, { status: res.status, headers: res.headers });
  }
  return new Response(await gzipAsync(bytes), { status: res.status, headers });
}

export function withCompression(handle: Fetch): Fetch {
  return (request, env) => {
    // A caller that takes no gzip passes straight through, with no step after the answer.
    if (request.method === 'HEAD' || !acceptsGzip(headerOf(request, env, 'accept-encoding'))) {
      return handle(request, env);
    }
    return Promise.resolve(handle(request, env)).then(compressed);
  };
}
