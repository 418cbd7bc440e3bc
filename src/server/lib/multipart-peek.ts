/**
 * Reads a multipart body while watching the start of one file part, so that a file refused by
 * its first bytes (a "resume" that does not start as a PDF) is refused as soon as they arrive:
 * the rest of the body is never read, and never held in memory.
 */
import { badRequest, HttpError } from './http-error';

/** A file part that has not started within this many bytes is judged once the body is read. */
const PEEK_MAX_BYTES = 256 * 1024;

export interface PartPeek {
  /** The form field whose file to watch. */
  field: string;
  /** How many of its first bytes `check` needs (fewer when the part is shorter). */
  bytes: number;
  /** An error refuses the request at once; undefined lets the body be read. */
  check(first: Uint8Array): HttpError | undefined;
}

const CRLF2 = '\r\n\r\n';

function boundaryOf(contentType: string): string {
  const match = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw badRequest(/*i18n*/ 'The form could not be read');
  return boundary;
}

const fieldNameOf = (headers: string) =>
  /content-disposition:[^\r\n]*?;\s*name="([^"]*)"/i.exec(headers)?.[1];

/**
 * The watched part's first bytes, once known: `null` while they have not arrived, `undefined`
 * when the body so far shows no such part.
 */
function firstBytesOf(head: Buffer, delimiter: string, peek: PartPeek, ended: boolean) {
  const text = head.toString('latin1');
  let at = text.startsWith(delimiter) ? 0 : text.indexOf(`\r\n${delimiter}`);
  while (at !== -1) {
    const headersStart = text.indexOf('\r\n', at + delimiter.length);
    const headersEnd = text.indexOf(CRLF2, headersStart);
    if (headersStart === -1 || headersEnd === -1) return ended ? undefined : null;
    const contentStart = headersEnd + CRLF2.length;
    const next = text.indexOf(`\r\n${delimiter}`, contentStart);
    if (fieldNameOf(text.slice(headersStart, headersEnd)) === peek.field) {
      const end = next === -1 ? text.length : next;
      if (next === -1 && !ended && end - contentStart < peek.bytes) return null;
      return head.subarray(contentStart, Math.min(end, contentStart + peek.bytes));
    }
    at = next;
  }
  return ended ? undefined : null;
}

/**
 * The whole body as form data, unless `peek` refuses its part first. A refusal leaves the rest
 * of the body unread (the answer then closes the connection).
 */
export async function readFormPeeking(
  request: Request,
  peek: PartPeek,
): Promise<Record<string, string | File>> {
  const contentType = request.headers.get('content-type') ?? '';
  const delimiter = `--${boundaryOf(contentType)}`;
  const chunks: Uint8Array[] = [];
  let head: Buffer | undefined = Buffer.alloc(0);
  const reader = request.body?.getReader();
  if (!reader) throw badRequest(/*i18n*/ 'The form could not be read');
  for (;;) {
    let result: Awaited<ReturnType<typeof reader.read>>;
    try {
      result = await reader.read();
    } catch {
      throw badRequest(/*i18n*/ 'The form could not be read');
    }
    if (!result.done) chunks.push(result.value);
    if (head) {
      if (!result.done) head = Buffer.concat([head, result.value]);
      const first = firstBytesOf(head, delimiter, peek, result.done);
      const refusal = first ? peek.check(first) : undefined;
      if (refusal) {
        reader.releaseLock();
        throw new HttpError(refusal.status, refusal.message, refusal.issues, {
          ...refusal.headers,
          Connection: 'close',
        });
      }
      if (first !== null || head.length > PEEK_MAX_BYTES) head = undefined;
    }
    if (result.done) break;
  }
  // A stream's chunks are never shared memory: the parts type only lacks a way to say so.
  return parseForm(new Blob(chunks as ConstructorParameters<typeof Blob>[0]), contentType);
}

async function parseForm(body: Blob, contentType: string) {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest(/*i18n*/ 'The form could not be read');
  }
  const fields: Record<string, string | File> = {};
  form.forEach((value, name) => (fields[name] = value));
  return fields;
}
