/** Small HTTP helpers the reliability benchmarks share: JSON calls from made-up addresses. */
import { apiCallInit } from '../support/server-process';

let addressCounter = 0;
/** A fresh caller address (the bench servers trust X-Forwarded-For), so per-IP limits never bite. */
export const freshAddress = () => {
  addressCounter++;
  return `10.${200 + (addressCounter >> 16)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

export async function callJson(
  base: string,
  method: string,
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<{ status: number; body: any }> {
  const res = await fetch(base + path, apiCallInit(method, { body, token, ip: freshAddress() }));
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await callJson(base, 'POST', '/api/users/login', { body: { email, password } });
  if (res.status !== 200)
    throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.authToken as string;
}

/**
 * The middle value; of an even count, the upper of the two middle ones (of two runs, the higher
 * figure, as docs/benchmarks.md reads it).
 */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Percentile of a list of numbers (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
