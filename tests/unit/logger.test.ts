import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/lib/logger';

describe('logger', () => {
  it('writes one JSON line per entry, escaping CR/LF so entries cannot be forged', () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    logger.info('login failed', { email: 'a@b.c\r\n{"level":"info","msg":"forged"}' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[\r\n]/);
    expect(JSON.parse(lines[0]!).email).toContain('forged');
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
});
