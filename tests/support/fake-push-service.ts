/**
 * A local stand-in for a browser push service (FCM, Mozilla autopush…) over HTTPS with a
 * self-signed certificate made by openssl at test time. It checks each request as a real push
 * service would — the VAPID JWT and its signature, TTL, Content-Encoding, Urgency, Topic — and
 * decrypts the payload with the subscriber's private key (http_ece), as the browser would.
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error http_ece has no types
import ece from 'http_ece';

interface ReceivedPush {
  subscriber: string;
  headers: Record<string, string | undefined>;
  /** The decrypted payload, parsed. */
  payload: unknown;
  /** The VAPID public key (`k=`) the request was signed with. */
  vapidKey: string;
  /** The JWT claims: aud, exp, sub. */
  claims: { aud: string; exp: number; sub: string };
}

export interface Subscriber {
  name: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Statuses to answer, in turn; 201 once they run out. */
  answers: number[];
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** A certificate for localhost and 127.0.0.1, in a temp dir; returns the CA file's path too. */
function makeCertificate(): { dir: string; certPath: string; cert: string; key: string } {
  const dir = mkdtempSync(join(tmpdir(), 'tapalign-push-ca-'));
  const certPath = join(dir, 'cert.pem');
  const keyPath = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyPath,
      '-out',
      certPath,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return {
    dir,
    certPath,
    cert: readFileSync(certPath, 'utf8'),
    key: readFileSync(keyPath, 'utf8'),
  };
}

function verifyVapid(authorization: string | undefined, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`bad Authorization header: ${authorization}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const header = JSON.parse(Buffer.from(head, 'base64url').toString());
  if (header.alg !== 'ES256' || header.typ !== 'JWT') throw new Error('JWT is not ES256');
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
  if (claims.aud !== origin) throw new Error(`JWT aud ${claims.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error('JWT exp out of range');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error('JWT sub is not mailto: or https:');
  return { vapidKey: k, claims };
}

export async function startFakePushService() {
  const certificate = makeCertificate();
  const subscribers = new Map<string, Subscriber & { ecdh: ECDH }>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  const waiters: (() => void)[] = [];

  const server = createServer({ cert: certificate.cert, key: certificate.key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const name = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      const subscriber = subscribers.get(name);
      try {
        if (req.method !== 'POST' || !subscriber)
          throw new Error(`unexpected ${req.method} ${req.url}`);
        const check = verifyVapid(req.headers.authorization, origin);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        if (req.headers['content-type'] !== 'application/octet-stream') throw new Error('bad type');
        const body = Buffer.concat(chunks);
        const plain: Buffer = ece.decrypt(body, {
          version: 'aes128gcm',
          privateKey: subscriber.ecdh,
          authSecret: subscriber.keys.auth,
        });
        received.push({
          subscriber: name,
          headers: {
            ttl: req.headers.ttl as string | undefined,
            urgency: req.headers.urgency as string | undefined,
            topic: req.headers.topic as string | undefined,
          },
          payload: JSON.parse(plain.toString('utf8')),
          ...check,
        });
      } catch (error) {
        errors.push(String(error));
        res.writeHead(400).end();
        return;
      } finally {
        waiters.splice(0).forEach((wake) => wake());
      }
      res.writeHead(subscriber.answers.shift() ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `https://127.0.0.1:${port}`;

  return {
    port,
    origin,
    /** The allowlist entry for this service. */
    allowedHost: `127.0.0.1:${port}`,
    caPath: certificate.certPath,
    agent: new Agent({ ca: certificate.cert }),
    received,
    errors,
    /** A browser's subscription on this service, with its keys; `answers` script the replies. */
    subscribe(name: string, answers: number[] = [], host = '127.0.0.1'): Subscriber {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const subscriber = {
        name,
        endpoint: `https://${host}:${port}/push/${encodeURIComponent(name)}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(randomBytes(16)) },
        answers,
        ecdh,
      };
      subscribers.set(name, subscriber);
      return subscriber;
    },
    for: (name: string) => received.filter((push) => push.subscriber === name),
    /** Resolves once `count` pushes (checked or refused) have arrived in all. */
    async until(count: number): Promise<void> {
      while (received.length + errors.length < count) {
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(certificate.dir, { recursive: true, force: true });
    },
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
