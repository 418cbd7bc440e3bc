/**
 * GET /api/config: the settings only the server knows (the live-chat script, the privacy
 * notice's version, the clinic's time zone), read by any screen that needs one.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '../../shared/api-types';
import { apiRequest } from './api-client';

const configKey = ['client-config'] as const;

export const clientConfigQueryOptions = () =>
  queryOptions({
    queryKey: configKey,
    queryFn: ({ signal }) => apiRequest<ClientConfig>('/config', { signal }),
    staleTime: Infinity,
    // The chat needs the network anyway: offline, the question waits for the connection.
    networkMode: 'online',
    meta: { silent: true },
  });

export const useClientConfig = () => useQuery(clientConfigQueryOptions());
