import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, LOG_FLUSH_MS } from '../../src/server/lib/logger';

/** The entries of one write to standard output, one JSON line each. */
const entriesOf = (chunk: string) =>
  chunk
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as { msg: string; path: string });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('logger', () => {
  it('writes one JSON line per entry, escaping CR/LF so entries cannot be forged', () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    logger.info('login failed', { email: 'a@b.c\r\n{"level":"info","msg":"forged"}' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[\r\n]/);
    expect(JSON.parse(lines[0]!).email).toContain('forged');
  });

  it('writes each line as JSON.stringify would write the entry', () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    const at = new Date('2026-11-23T10:00:00.000Z');
    const fields = {
      path: '/api/x?"quoted"\u2028',
      status: 200,
      at,
      nested: { list: [1, 'two', null] },
      missing: undefined,
      callback: () => 1,
      'odd "key"': true,
    };
    logger.info('request', fields);
    const { time, ...rest } = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(typeof time).toBe('string');
    expect(JSON.stringify(rest)).toBe(JSON.stringify({ level: 'info', msg: 'request', ...fields }));
  });

  it('redacts fields that name a secret, whatever the caller passes', () => {
    const lines: string[] = [];
    const logger = createLogger('debug', (line) => lines.push(line));
    logger.warn('x', {
      password: 'hunter22',
      otp: '123456',
      authToken: 'abc.def',
      codeHash: 'h',
      userId: 'u1',
    });
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      password: '[redacted]',
      otp: '[redacted]',
      authToken: '[redacted]',
      codeHash: '[redacted]',
      userId: 'u1',
    });
    expect(lines[0]).not.toMatch(/hunter22|123456|abc\.def/);
  });

  it('drops entries below the level', () => {
    const lines: string[] = [];
    const logger = createLogger('warn', (line) => lines.push(line));
    logger.info('quiet');
    logger.error('loud');
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(['loud']);
  });

  it('writes request lines to standard output in one batch, and a warning at once', () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      writes.push(String(chunk));
      return true;
    });
    const logger = createLogger('info');
    logger.info('request', { path: '/api/config' });
    logger.info('request', { path: '/api/jobs' });
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(LOG_FLUSH_MS);
    expect(writes).toHaveLength(1);
    expect(entriesOf(writes[0]!).map((entry) => entry.path)).toEqual(['/api/config', '/api/jobs']);

    logger.info('request', { path: '/api/blogs' });
    logger.warn('authorization failed', { path: '/api/users' });
    expect(writes).toHaveLength(2);
    expect(entriesOf(writes[1]!).map((entry) => entry.msg)).toEqual([
      'request',
      'authorization failed',
    ]);
  });
});
