const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** A TwiML messaging response: one reply SMS, or none. */
export function twimlResponse(reply: string | null): string {
  const body = reply ? `<Message>${escapeXml(reply)}</Message>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${body}</Response>`;
}
