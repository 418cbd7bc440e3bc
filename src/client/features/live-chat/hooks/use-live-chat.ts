import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { clientConfigQueryOptions } from '../../../lib/client-config';
import { hideLiveChat, showLiveChat } from '../lib/live-chat-widget';

/** Shows the live chat while the calling page is on screen, when one is configured. */
export function useLiveChat(): void {
  const { data } = useQuery(clientConfigQueryOptions());
  const src = data?.liveChatSrc;
  useEffect(() => {
    if (!src) return;
    showLiveChat(src);
    return hideLiveChat;
  }, [src]);
}
