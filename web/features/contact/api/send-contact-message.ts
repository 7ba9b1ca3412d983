import { useMutation } from '@tanstack/react-query';
import { contactApi } from '@common/api/public';
import type { ContactMessage } from '@common/contact';
import { callApi } from '@/lib/api';

export const sendContactMessage = (input: ContactMessage) => callApi(contactApi.send, { body: input });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
