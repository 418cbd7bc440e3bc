import { Box, Button, Grid, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AdminPage } from '../../../components/admin';
import { selectedPhone, type WhatsAppSearch } from '../lib/search';
import { ConversationList } from './conversation-list';
import { ThreadPanel } from './thread-panel';

/**
 * /admin/whatsapp: the numbers that wrote to the clinic beside the chosen thread. On a phone
 * the list and the thread take the screen in turn.
 */
export function WhatsAppPage({ search }: { search: WhatsAppSearch }) {
  const phone = selectedPhone(search);
  return (
    <AdminPage
      title="WhatsApp"
      description="Messages to and from the clinic’s WhatsApp number. Replies reach a number only within 24 hours of its last message."
    >
      <Grid gap="lg">
        <Grid.Col
          span={{ base: 12, md: 4 }}
          display={{ base: phone ? 'none' : 'block', md: 'block' }}
        >
          <ConversationList selected={phone} />
        </Grid.Col>
        <Grid.Col
          span={{ base: 12, md: 8 }}
          display={{ base: phone ? 'block' : 'none', md: 'block' }}
        >
          {phone ? (
            <>
              <Box hiddenFrom="md" mb="sm">
                <Button
                  variant="default"
                  size="compact-sm"
                  renderRoot={(props) => <Link {...props} to="/admin/whatsapp" search={{}} />}
                >
                  ← All conversations
                </Button>
              </Box>
              <ThreadPanel phone={phone} />
            </>
          ) : (
            <Text c="gray.7">Choose a conversation to read it and reply.</Text>
          )}
        </Grid.Col>
      </Grid>
    </AdminPage>
  );
}
