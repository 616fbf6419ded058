import { MESSAGE_TYPES } from '../../../shared/constants';
import type { ContactForm } from '../../../shared/schemas/support';

const typeLabel = (value: string) => MESSAGE_TYPES.find((t) => t.value === value)?.label ?? value;

/**
 * The e-mail support receives (docs/product/support.md). Plain text: whatever the sender typed is shown as text by
 * every mail client, never run. Fields are already single-line where it matters (no header injection).
 */
export function contactEmail(input: ContactForm, meta: { messageId: string; ip: string }) {
  return {
    subject: `[${typeLabel(input.messageType)}] ${input.subject}`,
    body: [
      `From: ${input.name} <${input.email}>`,
      `Type: ${typeLabel(input.messageType)}`,
      `Subject: ${input.subject}`,
      `Reference: ${meta.messageId} (sent from ${meta.ip})`,
      '',
      input.message,
      '',
      `Reply to ${input.email} to answer.`,
    ].join('\n'),
  };
}
