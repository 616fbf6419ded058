import { useMutation } from '@tanstack/react-query';
import type { SmsTestInput, SmsTestResultDto } from '../../../../shared/schemas/sms-test';
import { api } from '../../../lib/api';

/** The SMS test card (docs/product/sms.md): the server sends now and reports the provider's status. */
export function useSendTestSms() {
  return useMutation({
    mutationFn: (input: SmsTestInput) => api<SmsTestResultDto>('/sms/test', { method: 'POST', body: input }),
  });
}
