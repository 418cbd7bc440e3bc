import { ActionIcon, Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentType, SVGProps } from 'react';
import { usePageAddress } from '../../../components/page-address';
import { useHydrated } from '../../../components/use-hydrated';
import { shareTargets, type ShareTarget } from '../lib/share-links';
import { FacebookIcon, LinkedInIcon, ShareIcon, WhatsAppIcon, XIcon } from './icons';

const ICONS: Record<ShareTarget['name'], ComponentType<SVGProps<SVGSVGElement>>> = {
  WhatsApp: WhatsAppIcon,
  Facebook: FacebookIcon,
  X: XIcon,
  LinkedIn: LinkedInIcon,
};

const canShareNatively = () => 'share' in navigator;

/**
 * 'Share on' links, plus the phone's own share sheet where the browser offers one. Each names
 * itself in the browser's own tooltip (`title`): no tooltip code on the post's first load.
 */
export function ShareRow({ title }: { title: string }) {
  const { t } = useLingui();
  const { origin, pathname, search } = usePageAddress();
  const url = `${origin}${pathname}${search}`;
  // The share sheet is the browser's: offered once the page runs, not in the server's HTML.
  const hydrated = useHydrated();
  const shareNatively = () =>
    navigator.share({ title, url }).catch(() => {
      /* the visitor closed the share sheet */
    });

  return (
    <Group gap="xs" aria-label={t`Share this post`} role="group">
      <Text size="sm" fw={600} mr={4}>
        <Trans>Share on</Trans>
      </Text>
      {shareTargets(url, title).map(({ name, href }) => {
        const Icon = ICONS[name];
        return (
          <ActionIcon
            key={name}
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            size="lg"
            radius="xl"
            title={name}
            aria-label={t`Share on ${name} (opens in a new tab)`}
          >
            <Icon />
          </ActionIcon>
        );
      })}
      {hydrated && canShareNatively() && (
        <ActionIcon
          variant="light"
          size="lg"
          radius="xl"
          onClick={() => void shareNatively()}
          title={t`More options`}
          aria-label={t`Share with another app`}
        >
          <ShareIcon />
        </ActionIcon>
      )}
    </Group>
  );
}
