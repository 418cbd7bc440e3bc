/**
 * Structured logs: one JSON object per line, so CR/LF in values are always escaped. Fields
 * whose names suggest a secret are replaced, whatever a caller passes.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };
const SECRET_KEY = /pass|otp|code|token|secret|authorization|cookie|hash/i;

/**
 * Each field name seen before: whether it names a secret, and the line's text that opens it
 * (`,"name":`). Logs use a handful of names, again and again.
 */
const fieldNames = new Map<string, { secret: boolean; opening: string }>();
function fieldName(key: string): { secret: boolean; opening: string } {
  let name = fieldNames.get(key);
  if (!name) {
    name = { secret: SECRET_KEY.test(key), opening: `,${JSON.stringify(key)}:` };
    if (fieldNames.size < 1000) fieldNames.set(key, name);
  }
  return name;
}

/**
 * The JSON line, written field by field: the same text as `JSON.stringify` of the entry with
 * the fields redacted (a field that cannot be JSON is left out), without building the entry
 * and its redacted copy for each of the many request lines.
 */
function lineOf(level: string, msg: string, fields: LogFields): string {
  let line = `{"time":"${isoNow()}","level":"${level}","msg":${JSON.stringify(msg)}`;
  for (const key in fields) {
    const { secret, opening } = fieldName(key);
    const value = JSON.stringify(secret ? '[redacted]' : fields[key]);
    if (value !== undefined) line += opening + value;
  }
  return `${line}}`;
}

/** The ISO time of now, formatted once per millisecond however many lines share it. */
let lastMs = 0;
let lastIso = '';
function isoNow(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
}

/**
 * Standard output, written in batches: a busy server logs a line per request, and a write to
 * a file or pipe is a system call each (about as costly here as answering the request). Lines
 * wait at most LOG_FLUSH_MS or until LOG_FLUSH_BYTES have gathered; a warning or an error
 * is written at once with whatever waits before it, and so is everything when the process
 * exits. A `kill -9` can lose the last LOG_FLUSH_MS of request lines, never an error.
 */
export const LOG_FLUSH_MS = 50;
const LOG_FLUSH_BYTES = 64 * 1024;

type LineWriter = (line: string, urgent: boolean) => void;
let stdoutWriter: LineWriter | undefined;
function batchedStdout(): LineWriter {
  if (stdoutWriter) return stdoutWriter;
  let pending: string[] = [];
  let pendingBytes = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const chunk = pending.join('\n') + '\n';
    pending = [];
    pendingBytes = 0;
    process.stdout.write(chunk);
  };
  process.on('exit', flush);
  stdoutWriter = (line, urgent) => {
    pending.push(line);
    pendingBytes += line.length;
    if (urgent || pendingBytes >= LOG_FLUSH_BYTES) flush();
    else timer ??= setTimeout(flush, LOG_FLUSH_MS).unref();
  };
  return stdoutWriter;
}

const ignore = () => {};
export const silentLogger: Logger = { debug: ignore, info: ignore, warn: ignore, error: ignore };

export function createLogger(level: LogLevel, write?: (line: string) => void): Logger {
  if (ORDER[level] >= ORDER.silent) return silentLogger;
  const writeLine: LineWriter = write ?? batchedStdout();
  const log =
    (at: Exclude<LogLevel, 'silent'>) =>
    (msg: string, fields: LogFields = {}) => {
      if (ORDER[at] < ORDER[level]) return;
      writeLine(lineOf(at, msg, fields), ORDER[at] >= ORDER.warn);
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
