/**
 * A busy reviewer's keys on the queue: j / k the next and previous check-in,
 * 1 / 2 the review, c the comment, Enter sends. None fires while typing (in the comment or any
 * other field), with a modifier held, or inside an open dialog (the full-size photo).
 */
import { useEffect, useRef } from 'react';

export interface ReviewShortcuts {
  next: () => void;
  previous: () => void;
  onTrack: () => void;
  needsAttention: () => void;
  comment: () => void;
  send: () => void;
}

/** The legend shown under the review form, in the order a reviewer uses them. */
export const SHORTCUT_LEGEND = [
  { keys: ['j', 'k'], what: 'next / previous' },
  { keys: ['1'], what: 'on track' },
  { keys: ['2'], what: 'needs attention' },
  { keys: ['c'], what: 'comment' },
  { keys: ['Esc'], what: 'leave the comment' },
  { keys: ['Enter'], what: 'send' },
] as const;

const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
/** Enter on these does their own thing (a button presses, a link opens). */
const ACTIVATES = 'button, a[href], [role="button"], [role="link"], [role="checkbox"], summary';

function actionFor(event: KeyboardEvent, keys: ReviewShortcuts): (() => void) | undefined {
  const target = event.target instanceof Element ? event.target : null;
  if (event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return undefined;
  if (target?.closest(TYPING) || target?.closest('[role="dialog"]')) return undefined;
  switch (event.key) {
    case 'j':
      return keys.next;
    case 'k':
      return keys.previous;
    case '1':
      return keys.onTrack;
    case '2':
      return keys.needsAttention;
    case 'c':
      return keys.comment;
    case 'Enter':
      return target?.closest(ACTIVATES) ? undefined : keys.send;
    default:
      return undefined;
  }
}

/** Listens on the whole page while the queue is shown; the latest handlers are always used. */
export function useReviewShortcuts(keys: ReviewShortcuts) {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented) return;
      const action = actionFor(event, latest.current);
      if (!action) return;
      event.preventDefault();
      action();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
