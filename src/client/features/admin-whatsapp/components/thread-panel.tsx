import { useEffect, useRef } from 'react';
import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { QueryError } from '../../../components/query-error';
import { useThread } from '../api/thread';
import { conversationTitle, guardianOf } from './conversation-list';
import { MessageItem } from './message-item';
import { PlanSummary } from './plan-summary';
import { ReplyBox } from './reply-box';

/** A number's messages both ways, oldest first, the patient's plan above, the reply below. */
export function ThreadPanel({ phone }: { phone: string }) {
  const query = useThread(phone);
  const list = useRef<HTMLDivElement>(null);
  const count = query.data?.messages.length ?? 0;
  // The latest message is the one to read: keep the list scrolled to its end.
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [count]);

  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the conversation">
        <Skeleton height={28} width="40%" />
        <Skeleton height={60} />
        <Skeleton height={60} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <QueryError title="Could not load the conversation" onRetry={() => void query.refetch()} />
    );
  }
  const { messages, patient, guardian, windowOpenUntil } = query.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="thread-title">
      <Title order={2} fz="lg" id="thread-title">
        {conversationTitle({ patient, guardian, phone })}
      </Title>
      {patient && <PlanSummary patient={patient} phone={phone} />}
      {guardian && (
        <Alert color="blue" variant="light" title={guardianOf(guardian)}>
          They follow their children’s treatment in TapAlign.
        </Alert>
      )}
      {!patient && !guardian && (
        <Alert color="yellow" variant="light" title="Not a patient’s number">
          Anyone can write to the clinic. Answer without any patient’s details.
        </Alert>
      )}
      {messages.length === 0 ? (
        <Text c="gray.7" size="sm">
          No messages to or from this number yet.
        </Text>
      ) : (
        <Stack
          component="ol"
          ref={list}
          gap="xs"
          p="xs"
          m={0}
          mah={{ base: 420, md: 'calc(100vh - 420px)' }}
          mih={160}
          aria-label="Messages"
          tabIndex={0}
          style={{
            listStyle: 'none',
            overflowY: 'auto',
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 8,
          }}
        >
          {messages.map((message) => (
            <MessageItem key={message._id} message={message} />
          ))}
        </Stack>
      )}
      <ReplyBox key={phone} phone={phone} windowOpenUntil={windowOpenUntil} />
    </Stack>
  );
}
