/**
 * How a failed request a visitor or user made is said (docs/product-spec.md §8, "logged as 'API
 * Error'"): the server's message in a red toast by default, or as its caller words it. Used by
 * the query client's mutation cache (the app) and by `useRequest` (the site's forms).
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { showError } from './toast';

/** A failed request's red toast: its title, and words instead of the server's message. */
interface ErrorToast {
  title?: string | MessageDescriptor;
  message?: string | MessageDescriptor;
  /** Instead of the page's own 3 s (admin) or 4 s. */
  autoClose?: number;
}

/**
 * What a failure shows: a toast worded by the server (`{}`, the default) or as given, or `false`
 * when the failure is said another way (on the form's fields, in the page, only logged). A
 * function chooses per failure: a form puts the server's issues on its fields and lets the rest
 * be a toast.
 */
export type ErrorToastMeta = ErrorToast | false | ((error: Error) => ErrorToast | false);

/** Said when shown, in the language the page is in then. */
const say = (text: string | MessageDescriptor | undefined) =>
  typeof text === 'object' ? i18n._(text) : text;

/** A failed request, logged as "API Error" and said as `meta` chooses. */
export function reportRequestError(error: Error, meta: ErrorToastMeta = {}) {
  console.warn('API Error', error);
  const toast = typeof meta === 'function' ? meta(error) : meta;
  if (toast === false) return;
  const message = say(toast.message);
  showError(message === undefined ? error : new Error(message), say(toast.title), toast.autoClose);
}
