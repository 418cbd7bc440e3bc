/**
 * The app's own view of the connection (src/client/lib/connection.ts): what the API calls
 * find, since `navigator.onLine` stays true on a network that reaches nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_ANSWER_HEADER } from '../../src/shared/constants';
import { ApiError, apiRequest } from '../../src/client/lib/api-client';
import { isServerReachable, markServerReached } from '../../src/client/lib/connection';

const answer = (headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ ok: true }), {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  markServerReached();
});

describe('reachability from API calls', () => {
  it('is lost when a call cannot reach the network, and back with the next answer', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    await expect(apiRequest('/timeline')).rejects.toBeInstanceOf(ApiError);
    expect(isServerReachable()).toBe(false);

    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer()));
    await apiRequest('/timeline');
    expect(isServerReachable()).toBe(true);
  });

  it('is lost when the service worker answers from the saved plan, though the call succeeds', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer({ [SAVED_ANSWER_HEADER]: '1' })));
    await expect(apiRequest('/timeline')).resolves.toEqual({ ok: true });
    expect(isServerReachable()).toBe(false);
  });

  it('stays as it was when the call is cancelled', async () => {
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(aborted));
    await expect(apiRequest('/timeline')).rejects.toBe(aborted);
    expect(isServerReachable()).toBe(true);
  });
});
