/**
 * The many-part flood of `npm run bench:floods` (tests/bench/floods.ts), as a process of its
 * own: one patient posts `POST /api/check-ins` bodies of 100,000 tiny `photos` parts, 3 at a
 * time, for FLOOD_SECONDS, to FLOOD_BASE with FLOOD_TOKEN, then sends what it got to its parent.
 */
import { randomUUID } from 'node:crypto';
import { freshAddress } from './bench-http';

const PARTS = 100_000;
const STREAMS = 3;

export interface ManyPartFloodResult {
  parts: number;
  megabytes: number;
  answers: { status: number; ms: number }[];
}

/** A check-in body of `parts` empty `photos` parts: the multipart parse's worst case. */
function manyPartBody(parts: number): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = 'benchboundary7MA4YWxkTrZu0gW';
  const part =
    `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="p.jpg"\r\n` +
    `Content-Type: image/jpeg\r\n\r\nx\r\n`;
  const data =
    `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n` +
    `${JSON.stringify({ id: randomUUID(), aligner: 1 })}\r\n`;
  return {
    body: new TextEncoder().encode(data + part.repeat(parts) + `--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function flood(base: string, token: string, seconds: number): Promise<ManyPartFloodResult> {
  const { body, contentType } = manyPartBody(PARTS);
  const until = Date.now() + seconds * 1000;
  const answers: ManyPartFloodResult['answers'] = [];
  const stream = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const res = await fetch(`${base}/api/check-ins`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': contentType,
          'X-Forwarded-For': freshAddress(),
        },
        body,
      }).catch(() => null); // the server may close the connection before reading it all
      await res?.arrayBuffer().catch(() => undefined);
      answers.push({ status: res?.status ?? 0, ms: performance.now() - started });
    }
  };
  await Promise.all(Array.from({ length: STREAMS }, stream));
  return { parts: PARTS, megabytes: body.byteLength / 1024 / 1024, answers };
}

const result = await flood(
  process.env.FLOOD_BASE!,
  process.env.FLOOD_TOKEN!,
  Number(process.env.FLOOD_SECONDS),
);
process.send!(result, () => process.exit(0));
