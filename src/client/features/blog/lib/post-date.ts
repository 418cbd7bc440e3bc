/**
 * A post's date in the reader's language (shared/display-dates.ts): the day it was written in
 * UTC, so the prerendered page and the app that hydrates it agree wherever it is read.
 */
import { formatDate } from '../../../../shared/display-dates';

export const formatPostDate = (createdAt: string, language: string): string =>
  formatDate(createdAt.slice(0, 10), language);
