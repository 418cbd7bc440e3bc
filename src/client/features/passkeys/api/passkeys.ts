/**
 * The signed-in user's passkeys: the list, adding one (the browser makes it), renaming one,
 * removing one.
 */
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Passkey } from '../../../../shared/schemas/passkeys';
import { apiRequest } from '../../../lib/api-client';
import { browserHasPasskeys, createPasskey, passkeyFailure } from '../../../lib/webauthn';
import { passkeyKeys } from './passkey-keys';

export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: passkeyKeys.all,
    queryFn: ({ signal }) => apiRequest<{ passkeys: Passkey[] }>('/passkeys', { signal }),
    select: (data) => data.passkeys,
  });

export const usePasskeys = (enabled = true) => useQuery({ ...passkeysQueryOptions(), enabled });

async function addPasskey(name: string | undefined): Promise<Passkey> {
  if (!browserHasPasskeys()) throw passkeyFailure('noSupport');
  const options = await apiRequest<PublicKeyCredentialCreationOptionsJSON>(
    '/passkeys/registration-options',
    { method: 'POST' },
  );
  const response = await createPasskey(options);
  const { passkey } = await apiRequest<{ passkey: Passkey }>('/passkeys', {
    method: 'POST',
    body: { response, ...(name ? { name } : {}) },
  });
  return passkey;
}

/** Failures are shown by the caller: a cancelled prompt is not an error toast's business. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (name?: string) => addPasskey(name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

/** Its failure (a name refused) is shown by the rename field itself. */
export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiRequest<{ passkey: Passkey }>(`/passkeys/${id}`, { method: 'PATCH', body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/passkeys/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}
