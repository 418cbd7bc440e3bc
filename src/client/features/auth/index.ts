export { EmailLoginPage } from './components/email-login-form';
export { MobileLogin } from './components/mobile-login/mobile-login';
export { requireDashboardUser, requireRole, requireUser } from './lib/guards';
export { SignInSearchSchema } from './lib/redirect-target';
