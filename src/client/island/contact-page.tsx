import { ContactPage as Contact } from '../features/contact';
import { WithQueries } from './with-queries';

/** /contact in the site island: the prerendered page, with the query client its form sends by. */
export function ContactPage() {
  return (
    <WithQueries>
      <Contact />
    </WithQueries>
  );
}
