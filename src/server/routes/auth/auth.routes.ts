/** Sign-in and session calls under /api/users (docs/design.md §2 "Users"; docs/security.md A–C). */
import { Hono } from 'hono';
import { LoginSchema, PhoneSchema, VerifyOtpSchema } from '../../../shared/schemas/auth';
import type { ApiErrorBody } from '../../../shared/api-types';
import {
  PASSKEY_REQUIRED,
  PASSKEY_REQUIRED_MESSAGE,
  PasskeySignInSchema,
} from '../../../shared/schemas/passkeys';
import type { AppDeps, AppEnv } from '../../context';
import { translate } from '../../../shared/messages';
import { clientIp } from '../../lib/client-ip';
import { apiLanguage } from '../../lib/page-language';
import { readJson } from '../../lib/validate';
import { requireUser } from '../../middleware/auth';
import { endPageSession } from '../../services/page-session';
import { revokeSession } from '../../services/sessions';
import { requestCode, verifyCode } from './otp-login';
import { passkeyLogin, passkeyOptions } from './passkey-login';
import { passwordLogin } from './password-login';
import { currentUserOf } from './sign-in';

export function authRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const signedIn = requireUser(deps);
  const ipOf = (c: Parameters<typeof clientIp>[0]) => clientIp(c, deps.env.TRUST_PROXY);

  app.post('/login', async (c) => {
    const body = await readJson(c, LoginSchema);
    if ('phone' in body) return c.json(await requestCode(deps, c, body.phone, ipOf(c)));
    const result = await passwordLogin(deps, c, body, ipOf(c));
    if (result === PASSKEY_REQUIRED) {
      const message = translate(PASSKEY_REQUIRED_MESSAGE, undefined, apiLanguage(c));
      return c.json({ message, code: PASSKEY_REQUIRED } satisfies ApiErrorBody, 401);
    }
    return c.json(result);
  });

  app.post('/login/passkey-options', async (c) => c.json(await passkeyOptions(deps, c, ipOf(c))));

  app.post('/login/passkey', async (c) => {
    const body = await readJson(c, PasskeySignInSchema);
    return c.json(await passkeyLogin(deps, c, body, ipOf(c)));
  });

  app.post('/resend-otp', async (c) => {
    const { phone } = await readJson(c, PhoneSchema);
    return c.json(await requestCode(deps, c, phone, ipOf(c)));
  });

  app.post('/verify-otp', async (c) => {
    const body = await readJson(c, VerifyOtpSchema);
    return c.json(await verifyCode(deps, c, body, ipOf(c)));
  });

  app.post('/logout', signedIn, async (c) => {
    await revokeSession(deps.db, c.get('sessionId'));
    endPageSession(c);
    deps.logger.info('logout', { userId: c.get('user').id });
    const message = translate(/*i18n*/ 'You have been logged out', undefined, apiLanguage(c));
    return c.json({ message });
  });

  app.post('/current-user', signedIn, async (c) => {
    return c.json({ user: await currentUserOf(deps, c.get('user'), c.get('userPauses')) });
  });

  return app;
}
