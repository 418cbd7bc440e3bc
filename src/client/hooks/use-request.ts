import { useCallback, useState } from 'react';
import { loadCatalogs } from '../lib/i18n';
import { showError } from '../lib/toast';

/**
 * The app's messages (the toast's words, the offline error), before a request can need them:
 * a marketing page of the site island loads only its own catalogs, to keep its first load small.
 */
const appMessages = () => loadCatalogs(['app']).catch(() => undefined);

type RequestState<T> =
  { status: 'idle' | 'pending' | 'error'; data?: undefined } | { status: 'success'; data: T };

/**
 * A one-off request from a form of the public layout, which also runs in the site island
 * (no query client there): pending and success states for the form, and — as the query
 * client's mutation cache does in the full app — a failure logged and shown in a red toast.
 */
export function useRequest<TInput, TResult>(send: (input: TInput) => Promise<TResult>) {
  const [state, setState] = useState<RequestState<TResult>>({ status: 'idle' });
  const run = useCallback(
    async (input: TInput) => {
      setState({ status: 'pending' });
      try {
        await appMessages();
        setState({ status: 'success', data: await send(input) });
      } catch (error) {
        console.warn('API Error', error);
        showError(error);
        setState({ status: 'error' });
      }
    },
    [send],
  );
  return {
    run,
    data: state.data,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
  };
}
