/**
 * A test app served over real HTTP by the server `src/server/index.ts` uses, for what only the
 * HTTP layer does: security headers, request ids, keep-alive connections.
 */
import { serveApp } from '../../src/server/lib/http-server';
import { createTestApp, type TestApp } from './test-app';

export interface ServedApp {
  port: number;
  url: (path: string) => string;
  close: () => Promise<void>;
}

async function serveOverHttp(t: TestApp): Promise<ServedApp> {
  let server: ReturnType<typeof serveApp> | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serveApp(
      t.app.fetch,
      { port: 0, hostname: '127.0.0.1', liveChatSrc: t.env.LIVECHAT_SRC },
      resolve,
    );
  });
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise((resolve) => server!.close(() => resolve())),
  };
}

/** A fresh test app served over HTTP; closing the app stops the server first. */
export async function createServedTestApp(env: Record<string, string> = {}) {
  const app = await createTestApp({ env });
  const served = await serveOverHttp(app);
  const close = async () => {
    await served.close();
    await app.close();
  };
  return { app: { ...app, close }, served };
}
