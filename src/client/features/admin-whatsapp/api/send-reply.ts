/** A staff reply in free text (POST /api/whatsapp/conversations/:phone/messages). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WhatsAppThreadMessage } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { whatsappKeys } from '../../../lib/keys/whatsapp-keys';

export function useSendReply(phone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<{ message: WhatsAppThreadMessage }>(
        `/whatsapp/conversations/${encodeURIComponent(phone)}/messages`,
        { method: 'POST', body: { text } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: whatsappKeys.all }),
    meta: { errorToast: { title: 'The reply was not sent' } },
  });
}
