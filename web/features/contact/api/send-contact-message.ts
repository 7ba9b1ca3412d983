import { useMutation } from '@tanstack/react-query';
import type { ContactMessage, ContactResponse } from '@common/contact';
import { api } from '@/lib/api';

export const sendContactMessage = (input: ContactMessage) =>
  api<ContactResponse>('/api/app/contact', { method: 'POST', json: input });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
