import { createFileRoute } from '@tanstack/react-router';
import { Title } from '@mantine/core';
import { BRAND } from '../../shared/constants';

export const Route = createFileRoute('/')({
  component: () => <Title>{BRAND}</Title>,
});
