import { useState } from 'react';
import { EmailLoginPage, SignInSearchSchema } from '../features/auth';
import { readSearch } from './read-search';
import { WithQueries } from './with-queries';

/** /login in the site island: a signed-in visitor gets the full app, whose route redirects. */
export function LoginPage() {
  const [{ redirect }] = useState(() => readSearch(SignInSearchSchema));
  return (
    <WithQueries>
      <EmailLoginPage redirectTo={redirect} />
    </WithQueries>
  );
}
