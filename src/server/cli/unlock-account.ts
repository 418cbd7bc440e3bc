/**
 * `npm run unlock-account -- <email>`: clears the sign-in delays of one account
 * (docs/operations.md "Sign-in delays"). With the embedded database the server must be stopped
 * first.
 */
import { clearAccountThrottle } from '../services/login-throttle';
import { runAccountCommand } from './account-command';

runAccountCommand('unlock-account', async (db, email) => {
  await clearAccountThrottle(db, email);
  return `Sign-in delays cleared for ${email}`;
});
