import { AdminPage } from '../../../components/admin';
import { MessagesTable } from './messages-table';
import { SubscribersTable } from './subscribers-table';

/** /admin/messages: what visitors sent with the contact form. */
export function MessagesPage() {
  return (
    <AdminPage title="Messages" description="Sent with the contact form, newest first.">
      <MessagesTable />
    </AdminPage>
  );
}

/** /admin/subscribers: who signed up for the newsletter in the footer. */
export function SubscribersPage() {
  return (
    <AdminPage
      title="Subscribers"
      description="Newsletter sign-ups from the website footer, newest first."
    >
      <SubscribersTable />
    </AdminPage>
  );
}
