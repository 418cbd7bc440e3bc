/** GET /api/config: the live-chat script address, when the clinic has configured one. */
import { queryOptions } from '@tanstack/react-query';
import type { ClientConfig } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { configKeys } from './config-keys';

export const clientConfigQueryOptions = () =>
  queryOptions({
    queryKey: configKeys.detail(),
    queryFn: ({ signal }) => apiRequest<ClientConfig>('/config', { signal }),
    staleTime: Infinity,
    // The chat needs the network anyway: offline, the question waits for the connection.
    networkMode: 'online',
    meta: { silent: true },
  });
