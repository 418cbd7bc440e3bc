import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../../features/marketing/privacy/privacy-page';

export const Route = createFileRoute('/_public/privacy')({
  component: PrivacyPage,
});
