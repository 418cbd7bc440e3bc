import { ContactPage as Contact } from '../features/contact';

/** /contact in the site island, prerendered: its form only sends (`useRequest`), with no query client. */
export function ContactPage() {
  return <Contact />;
}
