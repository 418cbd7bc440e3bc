// Mantine's CSS first: the CSS modules imported after it override it.
import '../styles.css';
import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { SignInNoticeAlert } from './sign-in-notice-alert';

interface AuthCardProps {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}

/** The frame both sign-in pages share: a single card, thumb-friendly on a phone. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Container size={440} px="md" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap={6} mb="lg">
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
          <Text c="gray.7" size="sm">
            {subtitle}
          </Text>
        </Stack>
        <SignInNoticeAlert />
        {children}
      </Paper>
    </Container>
  );
}
