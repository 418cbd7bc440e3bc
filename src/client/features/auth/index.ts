export { authKeys, currentUserQueryOptions, useCurrentUser } from './api/current-user';
export { signOut, useLogout } from './api/logout';
export { EmailLoginForm } from './components/email-login-form';
export { FullScreenLoader } from './components/full-screen-loader';
export { MobileLogin } from './components/mobile-login/mobile-login';
export { useSignedOutRedirect } from './hooks/use-signed-out-redirect';
export {
  redirectSignedIn,
  requirePatient,
  requireRole,
  requireUser,
  type GuardArgs,
} from './lib/guards';
export { SignInSearchSchema, type SignInSearch } from './lib/redirect-target';
