import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { clientConfigQueryOptions } from '../../../lib/client-config';
import { hideLiveChat, showLiveChat } from '../lib/live-chat-widget';

/**
 * Shows the live chat while the page that renders it is on screen, when one is configured. A
 * component of its own, drawing nothing: the settings' answer re-renders it alone, not the page.
 */
export function LiveChat(): null {
  const src = useQuery(clientConfigQueryOptions()).data?.liveChatSrc;
  useEffect(() => {
    if (!src) return;
    showLiveChat(src);
    return hideLiveChat;
  }, [src]);
  return null;
}
