/**
 * `npm run reset-passkeys -- <email>`: removes every passkey of one account, for someone who
 * lost the phone that held theirs (docs/operations.md "Passkeys"). An admin then signs in with
 * their password and adds a new passkey. With the embedded database the server must be stopped
 * first.
 */
import { deletePasskeysOfEmail } from '../services/passkeys';
import { runAccountCommand } from './account-command';

runAccountCommand('reset-passkeys', async (db, email) => {
  const removed = await deletePasskeysOfEmail(db, email, new Date());
  return `${removed} passkey${removed === 1 ? '' : 's'} removed for ${email}`;
});
