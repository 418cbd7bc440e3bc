import { adminKeys } from './admin-keys';

/** The clinic's WhatsApp inbox: the list, a thread, and a patient's recent messages. */
export const whatsappKeys = {
  all: [...adminKeys.all, 'whatsapp'] as const,
  conversations: () => [...whatsappKeys.all, 'conversations'] as const,
  thread: (phone: string) => [...whatsappKeys.all, 'thread', phone] as const,
  recent: (phone: string) => [...whatsappKeys.all, 'recent', phone] as const,
};
