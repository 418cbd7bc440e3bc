import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/marketing';

export const Route = createFileRoute('/_public/about')({
  component: AboutPage,
});
