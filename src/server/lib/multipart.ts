/**
 * The one reader of multipart bodies (docs/security.md 21b). The body is parsed as it streams
 * (busboy), each part is counted as it starts, and the request is refused the moment a part is
 * one the form does not take: an unknown name, one too many, a text field too long, or a watched
 * file whose first bytes are wrong. The rest of the body is then never read, so a body of
 * 100,000 tiny parts costs a handful of parts' work, and no parse holds the event loop.
 */
import busboy from 'busboy';
import type { Readable } from 'node:stream';
import { said, type Said } from '../../shared/messages';
import { badRequest, HttpError } from './http-error';

/** A text part: sent once, at most `maxBytes` long. */
interface FieldRule {
  maxBytes: number;
}

/** A file part: sent at most `maxCount` times, each kept to `maxBytes` (see `readForm`). */
interface FileRule {
  maxCount: number;
  maxBytes: number;
  /** The refusal for one part more than `maxCount`, when the call words its own. */
  tooMany?: () => HttpError;
}

/** Watches the start of one file part, so a file refused by its first bytes is refused then. */
export interface PartPeek {
  /** The form field whose file to watch. */
  field: string;
  /** How many of its first bytes `check` needs (fewer when the part is shorter). */
  bytes: number;
  /** An error refuses the request at once; undefined lets the body be read. */
  check(first: Uint8Array): HttpError | undefined;
}

/** What one multipart call takes: every part name it knows, and how many of each. */
export interface FormRules {
  fields: Record<string, FieldRule>;
  files: Record<string, FileRule>;
  peek?: PartPeek;
}

/** A body read under its rules: text parts by name, file parts by name in the order sent. */
export interface Form {
  field(name: string): string | undefined;
  files(name: string): File[];
}

/** A part's headers are a disposition and a type; more lines than this are not kept. */
const PART_HEADER_LINES = 8;

const unreadable = () => badRequest(/*i18n*/ 'The form could not be read');

const unknownPart = (name: string) =>
  badRequest(said(/*i18n*/ 'Unknown field "{path}"', { path: name }), [
    { path: name, message: said(/*i18n*/ 'Unknown field "{path}"', { path: name }) },
  ]);

/** One part too many under `name`: a field sent twice is malformed, more files too large. */
const tooManyParts = (name: string, max: number): HttpError => {
  const message: Said =
    max === 1
      ? said(/*i18n*/ 'The form field "{name}" can be sent only once', { name })
      : said(/*i18n*/ 'The form field "{name}" can hold at most {max} files', { name, max });
  return new HttpError(max === 1 ? 400 : 413, message, [{ path: name, message }]);
};

const fieldTooLarge = (name: string, maxBytes: number): HttpError => {
  const message: Said = said(/*i18n*/ 'The form field "{name}" must be at most {size} KB', {
    name,
    size: Math.round(maxBytes / 1024),
  });
  return new HttpError(413, message, [{ path: name, message }]);
};

const mustBeFile = (name: string) =>
  badRequest(said(/*i18n*/ 'The form field "{name}" must be a file', { name }));

/** A refusal answered before the body was read: the connection closes after it. */
const closing = (error: HttpError) =>
  new HttpError(error.status, error.said, error.saidIssues, {
    ...error.headers,
    Connection: 'close',
  });

/** A part a browser sends for a file input left empty: no name, no bytes. */
const isEmptyFile = (file: File) => file.size === 0 && file.name === '';

/**
 * Reads `request`'s multipart body under `rules`. A file part is kept to its rule's `maxBytes`
 * plus one byte, so an oversized file reaches its checker (files-upload.ts), which names the
 * cap in its own words, without the rest of it being held.
 */
export async function readForm(request: Request, rules: FormRules): Promise<Form> {
  const reader = request.body?.getReader();
  if (!reader) throw unreadable();
  const parsing = formParser(request.headers.get('content-type') ?? '', rules);
  try {
    for (;;) {
      const { done, value } = await readChunk(reader);
      if (parsing.failure()) break;
      if (done) {
        await parsing.end();
        break;
      }
      await parsing.write(value);
      if (parsing.failure()) break;
    }
  } finally {
    if (parsing.failure()) {
      reader.releaseLock();
      parsing.abandon();
    }
  }
  const failure = parsing.failure();
  if (failure) throw closing(failure);
  return parsing.form();
}

async function readChunk(reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    return await reader.read();
  } catch (error) {
    // The body-size guard ends an oversized stream with its own 413.
    throw error instanceof HttpError ? error : unreadable();
  }
}

/** busboy with the rules' counting: feed it chunks, then read the form or the first refusal. */
function formParser(contentType: string, rules: FormRules) {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: {
        fieldSize: Math.max(0, ...Object.values(rules.fields).map((rule) => rule.maxBytes)),
        fileSize: Math.max(0, ...Object.values(rules.files).map((rule) => rule.maxBytes)) + 1,
        headerPairs: PART_HEADER_LINES,
      },
    });
  } catch {
    throw unreadable();
  }
  let refusal: HttpError | undefined;
  const refuse = (error: HttpError) => (refusal ??= error);
  const fields = new Map<string, string>();
  const files = new Map<string, File[]>();
  const counts = new Map<string, number>();
  const pendingFiles: Promise<void>[] = [];

  /** Counts the part; false (with the refusal recorded) when the form does not take it. */
  function takes(name: string): boolean {
    if (refusal) return false;
    const count = (counts.get(name) ?? 0) + 1;
    counts.set(name, count);
    const fileRule = rules.files[name];
    const max = fileRule?.maxCount ?? (rules.fields[name] ? 1 : 0);
    if (max === 0) refuse(unknownPart(name));
    else if (count > max) refuse(fileRule?.tooMany?.() ?? tooManyParts(name, max));
    return !refusal;
  }

  parser.on('field', (name, value, info) => {
    if (!takes(name)) return;
    const rule = rules.fields[name];
    if (!rule) refuse(mustBeFile(name));
    else if (info.valueTruncated || Buffer.byteLength(value) > rule.maxBytes) {
      refuse(fieldTooLarge(name, rule.maxBytes));
    } else fields.set(name, value);
  });

  parser.on('file', (name, stream, info) => {
    const rule = rules.files[name];
    // A file under a text field's name leaves that field unset, for its own check to name.
    if (!takes(name) || !rule) {
      stream.resume();
      return;
    }
    const peek = rules.peek?.field === name ? rules.peek : undefined;
    pendingFiles.push(
      collect(stream, rule.maxBytes + 1, peek, refuse).then(
        (bytes) => {
          if (!bytes || refusal) return;
          const file = new File([bytes], info.filename ?? '', { type: info.mimeType });
          if (!isEmptyFile(file)) files.set(name, [...(files.get(name) ?? []), file]);
        },
        () => void refuse(unreadable()),
      ),
    );
  });

  const closed = new Promise<void>((resolve, reject) => {
    parser.once('close', resolve);
    parser.on('error', reject);
  });
  closed.catch(() => undefined); // awaited in `end`; a refused form is never awaited

  return {
    failure: () => refusal,
    async write(chunk: Uint8Array) {
      if (!parser.write(chunk)) {
        await new Promise<void>((resolve) => {
          parser.once('drain', resolve);
          parser.once('error', () => resolve());
        });
      }
    },
    async end() {
      parser.end();
      try {
        await closed;
        await Promise.all(pendingFiles);
      } catch {
        refuse(unreadable());
      }
    },
    abandon: () => parser.destroy(),
    form: (): Form => ({
      field: (name) => fields.get(name),
      files: (name) => files.get(name) ?? [],
    }),
  };
}

/**
 * A file part's bytes, at most `limit` of them; undefined when the form was refused meanwhile.
 * With `peek`, its first bytes are checked as soon as they arrive.
 */
function collect(
  stream: Readable,
  limit: number,
  peek: PartPeek | undefined,
  refuse: (error: HttpError) => void,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let peeked = !peek;
    let refused = false;
    const judge = () => {
      peeked = true;
      const refusal = peek!.check(Buffer.concat(chunks).subarray(0, peek!.bytes));
      if (refusal) {
        refused = true;
        refuse(refusal);
        resolve(undefined);
      }
    };
    stream.on('data', (chunk: Buffer) => {
      if (refused || size >= limit) return;
      chunks.push(chunk);
      size += chunk.length;
      if (!peeked && size >= peek!.bytes) judge();
    });
    stream.once('error', reject);
    stream.once('end', () => {
      if (!peeked) judge();
      if (refused) return resolve(undefined);
      // Its own ArrayBuffer (a Buffer's may be a shared pool), as a File's parts are typed.
      const bytes = new Uint8Array(Math.min(size, limit));
      let at = 0;
      for (const chunk of chunks) {
        bytes.set(chunk.subarray(0, bytes.length - at), at);
        at += Math.min(chunk.length, bytes.length - at);
      }
      resolve(bytes);
    });
  });
}
