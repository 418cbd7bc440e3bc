import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/marketing';

export const Route = createFileRoute('/_public/')({
  component: HomePage,
});
