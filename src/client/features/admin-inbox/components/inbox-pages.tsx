import { Stack, Text, Title } from '@mantine/core';
import { MessagesTable } from './messages-table';
import { SubscribersTable } from './subscribers-table';

/** /admin/messages: what visitors sent with the contact form. */
export function MessagesPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Messages
        </Title>
        <Text c="gray.7">Sent with the contact form, newest first.</Text>
      </div>
      <MessagesTable />
    </Stack>
  );
}

/** /admin/subscribers: who signed up for the newsletter in the footer. */
export function SubscribersPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Subscribers
        </Title>
        <Text c="gray.7">Newsletter sign-ups from the website footer, newest first.</Text>
      </div>
      <SubscribersTable />
    </Stack>
  );
}
