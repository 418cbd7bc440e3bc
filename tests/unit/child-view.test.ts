import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  childOf,
  hideChild,
  requestForShownChild,
  showChild,
} from '../../src/client/lib/child-view';

const CHILD = '7b0c5d7e-1111-4c2a-9d1e-2a3b4c5d6e7f';

describe('a guardian’s requests in a child’s view (docs/design.md §12)', () => {
  it('go as they are while no child is shown', () => {
    const request = { path: '/timeline', method: 'GET' };
    expect(requestForShownChild(request)).toBe(request);
  });

  it('name the shown child on the patient’s reads, switch and own routes, and nothing else', () => {
    const client = new QueryClient();
    showChild(client, CHILD);
    try {
      expect(childOf(client)).toBe(CHILD);
      expect(childOf(new QueryClient())).toBeUndefined();
      for (const path of [
        '/timeline',
        '/wear',
        '/aligner-switches',
        '/check-ins',
        '/issues/mine',
      ]) {
        expect(requestForShownChild({ path, method: 'GET', query: { days: 14 } })).toEqual({
          path,
          method: 'GET',
          query: { days: 14, patientId: CHILD },
        });
      }
      expect(
        requestForShownChild({ path: '/aligner-switches', method: 'POST', body: { aligner: 3 } }),
      ).toEqual({
        path: '/aligner-switches',
        method: 'POST',
        body: { aligner: 3, patientId: CHILD },
      });
      expect(requestForShownChild({ path: '/users/me/consent', method: 'POST' }).path).toBe(
        `/users/${CHILD}/consent`,
      );
      expect(
        requestForShownChild({ path: '/users/me/erasure-request', method: 'DELETE' }).path,
      ).toBe(`/users/${CHILD}/erasure-request`);
      // The guardian's own: their language, their reminders, their push subscription.
      for (const path of ['/users/me', '/push/subscriptions', '/wear/events']) {
        const own = { path, method: 'POST' };
        expect(requestForShownChild(own)).toBe(own);
      }
    } finally {
      hideChild(CHILD);
    }
    const after = { path: '/timeline', method: 'GET' };
    expect(requestForShownChild(after)).toBe(after);
  });
});
