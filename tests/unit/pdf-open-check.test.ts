import { describe, expect, it } from 'vitest';
import { pdfOpenCheck } from '../../src/server/services/pdf-open-check';
import { minimalPdf, pdfOfSize } from '../factories/content';
import { minimalPdf as minimalPdfWithText } from '../e2e/support/minimal-pdf';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('whether a PDF opens (PDF.js in a worker thread)', () => {
  const check = pdfOpenCheck();

  it('opens the PDFs the tests upload, small and of 5 MB', async () => {
    expect(await check(new Uint8Array(minimalPdf()))).toBe(true);
    expect(await check(new Uint8Array(minimalPdfWithText('Asha Menon-Rao')))).toBe(true);
    expect(await check(new Uint8Array(pdfOfSize(5 * 1024 * 1024)))).toBe(true);
  });

  it('does not open what only starts as a PDF', async () => {
    expect(await check(bytes('%PDF-1.4\n' + 'x'.repeat(36)))).toBe(false);
    expect(await check(bytes('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n'))).toBe(
      false,
    );
    expect(await check(new Uint8Array(minimalPdf().subarray(0, 80)))).toBe(false);
  });
});

/** A stand-in parser: a file starting with "H" hangs it, one starting with "M" eats memory. */
const HOSTILE_PARSER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, bytes }) => {
  parentPort.postMessage({ id, started: true });
  if (bytes[0] === 72) for (;;) {}
  if (bytes[0] === 77) { const kept = []; for (;;) kept.push(new Array(1e6).fill(kept.length)); }
  parentPort.postMessage({ id, opens: true });
});
`;

describe('a PDF made to hang or to exhaust the parser', () => {
  it('counts as not opening once its time is up, and the next file is checked by a new worker', async () => {
    const check = pdfOpenCheck({ budgetMs: 300, workerSource: HOSTILE_PARSER });
    const [hangs, next] = await Promise.all([check(bytes('Hang')), check(bytes('Fine'))]);
    expect(hangs).toBe(false);
    expect(next).toBe(true);
  });

  it('counts as not opening when the parser runs out of memory', async () => {
    const check = pdfOpenCheck({ budgetMs: 60_000, workerSource: HOSTILE_PARSER });
    expect(await check(bytes('Memory'))).toBe(false);
    expect(await check(bytes('Fine'))).toBe(true);
  }, 60_000);
});
