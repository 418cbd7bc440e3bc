/**
 * A test app served over real HTTP by the server `src/server/index.ts` uses, for what only the
 * HTTP layer does: security headers, request ids, keep-alive connections.
 */
import { serveApp } from '../../src/server/lib/http-server';
import type { TestApp } from './test-app';

export interface ServedApp {
  port: number;
  url: (path: string) => string;
  close: () => Promise<void>;
}

export async function serveOverHttp(t: TestApp): Promise<ServedApp> {
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
