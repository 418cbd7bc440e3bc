import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { signOut } from '../lib/sign-out';

interface LogoutOptions {
  /**
   * `/login` (a patient's menus): once everything of theirs is gone, the sign-in page says
   * "You have been signed out". `/` (the admin sidebar): left at once, before the admin
   * area's guard could send the admin to sign in again; the clean-up finishes after.
   */
  to: '/login' | '/';
}

/** The one sign-out: removes the token first, then opens `to`. */
export function useLogout({ to }: LogoutOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      if (to === '/login') {
        await signOut(queryClient, 'signed-out');
        await navigate({ to });
        return;
      }
      const signingOut = signOut(queryClient);
      await navigate({ to, replace: true });
      await signingOut;
    },
    // A failed clean-up is only logged: the token is gone and the page already left.
    meta: { errorToast: false },
  });
}
