/**
 * The GSM 03.38 default alphabet and its extension table: a text made only of these goes as GSM-7, 160 characters a
 * segment; one other character (an emoji, '→', a curly quote) sends the whole text as UCS-2, 70 a segment, so it
 * costs two or three times as much (docs/product/sms.md, "Texts").
 */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[~]|€\f';
const GSM7 = new Set([...GSM7_BASIC, ...GSM7_EXTENSION]);

/** Whether `text` goes as GSM-7. */
export function isGsm7(text: string): boolean {
  for (const c of text) if (!GSM7.has(c)) return false;
  return true;
}
