/**
 * Build-time render of a marketing page to HTML (run by `vite-plugin.ts` in Node). It builds
 * the same tree as the browser (`AppRoot`) on a memory history, signed out, and waits for
 * every lazy section, so the HTML is complete.
 */
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { AppRoot } from '../../src/client/components/app-root';
import { routeTree } from '../../src/client/routeTree.gen';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    stream.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
        final(done) {
          resolve();
          done();
        },
      }),
    );
    stream.on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}

export async function renderPage(path: string): Promise<{ html: string; routeIds: string[] }> {
  const queryClient = new QueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  });
  await router.load();
  // One chunk: every boundary inline, no `$RC` reveal scripts (which the CSP would block).
  const { prelude } = await prerenderToNodeStream(
    <AppRoot router={router} queryClient={queryClient} />,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  if (/<script|<template/i.test(html)) throw new Error(`prerender of ${path}: unexpected script`);
  return { html, routeIds: router.state.matches.map((match) => match.routeId) };
}
