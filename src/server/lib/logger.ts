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

export function redact(fields: LogFields): LogFields {
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = SECRET_KEY.test(key) ? '[redacted]' : value;
  }
  return out;
}

/**
 * Standard output, one write per turn of the event loop: a busy server logs a line per
 * request, and a write to a file or pipe is a system call each. Whatever is pending is
 * written when the process exits.
 */
let stdoutWriter: ((line: string) => void) | undefined;
function batchedStdout(): (line: string) => void {
  if (stdoutWriter) return stdoutWriter;
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const chunk = pending.join('\n') + '\n';
    pending = [];
    process.stdout.write(chunk);
  };
  process.on('exit', flush);
  stdoutWriter = (line) => {
    if (pending.push(line) === 1) setImmediate(flush);
  };
  return stdoutWriter;
}

const ignore = () => {};
export const silentLogger: Logger = { debug: ignore, info: ignore, warn: ignore, error: ignore };

export function createLogger(level: LogLevel, write?: (line: string) => void): Logger {
  if (ORDER[level] >= ORDER.silent) return silentLogger;
  const writeLine = write ?? batchedStdout();
  const log =
    (at: Exclude<LogLevel, 'silent'>) =>
    (msg: string, fields: LogFields = {}) => {
      if (ORDER[at] < ORDER[level]) return;
      writeLine(
        JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...redact(fields) }),
      );
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
