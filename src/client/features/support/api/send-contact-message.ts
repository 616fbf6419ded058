import type { ContactFormInput } from '../../../../shared/schemas/support';
import { api } from '../../../lib/api';

/** docs/product/support.md: stored and e-mailed to support by the server. */
export const sendContactMessageRequest = (input: ContactFormInput) =>
  api<{ ok: true; title: string; message: string }>('/support/contact', { method: 'POST', body: input });
