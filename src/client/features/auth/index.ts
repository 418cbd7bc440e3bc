export { EmailLoginPage } from './components/email-login-form';
export { MobileLogin } from './components/mobile-login/mobile-login';
export {
  redirectSignedIn,
  requirePatient,
  requireRole,
  requireUser,
  type GuardArgs,
} from './lib/guards';
export { SignInSearchSchema, type SignInSearch } from './lib/redirect-target';
