// A manager's company name went into texts sent from the platform's number, so anyone could
// send phishing under our name. Every SMS body built from user-written text (names, titles, addresses) passes
// its user parts through here.

// Bidi overrides and isolates, zero-width characters and the BOM: they can reorder or hide
// what the reader sees.
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the purpose.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;
const SCHEME = /\b[a-z][a-z0-9+.-]*:\/\//gi;
const WWW = /\bwww\d*\./gi;
// Anything shaped like host.tld (x.com, bit.ly, evil.example/path, a.b.c.d): phones turn it into a link.
const DOMAIN = /\b[\p{L}\p{N}-]+(?:\s*\.\s*[\p{L}\p{N}-]+)*\s*\.\s*\p{L}[\p{L}\p{N}-]{1,62}\b/gu;
const DOTTED_NUMBER = /\b\d+(?:\.\d+){2,}\b/g;
// Seven or more digits held together by spaces, dots, dashes or brackets: a phone would offer to call it, so a
// name could carry "call +1 (800) 555-0199" from our number (docs/product/sms.md, "No links in texts"). A street
// number or a ZIP code is shorter.
const PHONE_NUMBER = /\+?\(?\d(?:[\s().-]{0,3}\d){6,}\)?/g;

/**
 * User text made safe to put in an SMS: one line, no invisible or control characters, nothing a phone would
 * show as a link (schemes, "www.", host names: their dots become spaces, slashes and "@" go) or a number to call
 * (seven digits or more go), at most
 * `maxLength` characters (cut with "..."; ASCII so the text stays in the cheaper GSM encoding).
 */
export function smsSafeText(s: string, maxLength: number): string {
  let text = s.normalize('NFKC').replace(INVISIBLE, '').replace(CONTROL, ' ');
  text = text.replace(SCHEME, ' ').replace(WWW, ' ');
  text = text.replace(DOMAIN, (host) => host.replace(/\s*\.\s*/g, ' '));
  text = text.replace(DOTTED_NUMBER, (n) => n.replace(/\./g, ' '));
  text = text.replace(PHONE_NUMBER, ' ');
  text = text
    .replace(/[/\\@<>[\]{}|^`~]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  return `${text.slice(0, Math.max(0, maxLength - 3)).trimEnd()}...`;
}
