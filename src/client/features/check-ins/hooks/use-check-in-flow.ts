/**
 * Whether the check-in is open, kept in the browser's history: opening it adds an entry, so
 * the phone's back button closes it, and closing it goes back. An entry left by a reload opens
 * nothing (its photos are gone).
 */
import { useState } from 'react';
import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';

declare module '@tanstack/history' {
  interface HistoryState {
    checkInOpen?: boolean;
  }
}

export function useCheckInFlow() {
  const navigate = useNavigate();
  const router = useRouter();
  const inHistory = useRouterState({
    select: (state) => state.location.state.checkInOpen === true,
  });
  const [openedHere, setOpenedHere] = useState(false);
  // Each opening starts a new check-in: its number keys the flow's state.
  const [session, setSession] = useState(0);
  const open = () => {
    setOpenedHere(true);
    setSession((count) => count + 1);
    void navigate({ to: '.', search: true, hash: true, state: { checkInOpen: true } });
  };
  const close = () => {
    if (inHistory) router.history.back();
    setOpenedHere(false);
  };
  return { opened: inHistory && openedHere, session, open, close };
}
