import { useCallback, useState } from 'react';
import { dropEarlyAnswers } from '../first-load/early-requests';
import { reportRequestError, type ErrorToastMeta } from '../lib/error-toast';
import { loadCatalogs } from '../lib/i18n';

/**
 * The app's messages (the toast's words, the offline error), before a request can need them:
 * a marketing page of the site island loads only its own catalogs, to keep its first load small.
 */
const appMessages = () => loadCatalogs(['app']).catch(() => undefined);

type RequestState<T> =
  | { status: 'idle' | 'pending'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error }
  | { status: 'success'; data: T; error?: undefined };

interface RequestOptions {
  /** How a failure is said (`lib/error-toast.ts`): the server's message in a red toast by default. */
  errorToast?: ErrorToastMeta;
}

/** What one call does once it has ended, besides the hook's state. */
interface RunCallbacks<TResult> {
  onSuccess?: (data: TResult) => void;
  onError?: (error: Error) => void;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * A request a form of the site sends (sign-in, contact, the newsletter): the site has no query
 * client on pages that only send, to keep TanStack Query out of their first load. Pending,
 * success and error states for the form, and — as the app's mutation cache does — a failure
 * logged and said as `errorToast` chooses.
 */
export function useRequest<TInput, TResult>(
  send: (input: TInput) => Promise<TResult>,
  { errorToast }: RequestOptions = {},
) {
  const [state, setState] = useState<RequestState<TResult>>({ status: 'idle' });
  const run = useCallback(
    async (input: TInput, callbacks: RunCallbacks<TResult> = {}) => {
      setState({ status: 'pending' });
      // What the page asked for as it started may no longer be so.
      dropEarlyAnswers();
      let data: TResult;
      try {
        await appMessages();
        data = await send(input);
      } catch (thrown) {
        const error = asError(thrown);
        reportRequestError(error, errorToast);
        setState({ status: 'error', error });
        callbacks.onError?.(error);
        return;
      }
      setState({ status: 'success', data });
      callbacks.onSuccess?.(data);
    },
    [send, errorToast],
  );
  return {
    run,
    data: state.data,
    error: state.error,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
  };
}
