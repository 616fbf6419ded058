// Text is kept as typed (quotes, semicolons, SQL words stay), unlike the original specification's
// sanitiser (docs/product/accounts.md, "Text as typed"). Safety comes from parameterised queries and
// React's escaping; this only tidies.

// Control characters other than tab, newline, vertical tab, form feed and carriage return,
// which count as whitespace and are collapsed instead.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the purpose.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g;

// Invisible format characters that change how text reads without showing themselves, so
// one text can look like another in an SMS, an e-mail or a page ("photo\u202Egnp.exe" reads "photoexe.png").
// Bidi embeddings, overrides, isolates and marks (U+202A-U+202E, U+2066-U+2069, U+200E/U+200F, the Arabic
// letter mark U+061C), zero-width spaces and word joiners, the byte-order mark, soft hyphens, the deprecated
// shaping controls (U+206A-U+206F) and interlinear annotations. The zero-width joiner and non-joiner
// (U+200C/U+200D) stay: emoji sequences and Persian or Indic words need them. Right-to-left text itself
// needs none of these: the Unicode bidi algorithm orders it from the letters alone.
const FORMAT_CHARACTERS =
  /[\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/g;

const removeInvisibles = (s: string) => s.replace(CONTROL_CHARACTERS, '').replace(FORMAT_CHARACTERS, '');

const TAG_START = /[A-Za-z!/?]/;

/**
 * Removes everything shaped like a tag: "<" followed by a letter, "!", "/" or "?", up to the next ">"
 * with no "<" or ">" between. Single left-to-right pass with a stack, so the result contains no tag
 * even when removing one joins others ("<<b>i>"), and so it stays linear on hostile input.
 */
function stripTags(s: string): string {
  const out: string[] = [];
  const lessThan: number[] = [];
  const greaterThan: number[] = [];
  for (const ch of s) {
    if (ch === '>') {
      const open = lessThan.at(-1) ?? -1;
      const close = greaterThan.at(-1) ?? -1;
      const next = out[open + 1];
      if (open > close && next !== undefined && TAG_START.test(next)) {
        out.length = open;
        lessThan.pop();
        continue;
      }
      greaterThan.push(out.length);
    } else if (ch === '<') {
      lessThan.push(out.length);
    }
    out.push(ch);
  }
  return out.join('');
}

/** One-line plain text: no controls or invisible format characters, no tags, single spaces, trimmed. */
export function cleanText(s: string): string {
  return stripTags(removeInvisibles(s)).replace(/\s+/g, ' ').trim();
}

/** Like cleanText but keeps line breaks: at most one blank line in a row, lines trimmed. */
export function cleanMultiline(s: string): string {
  const unified = s.replace(/\r\n?|[\u2028\u2029]/g, '\n');
  return stripTags(removeInvisibles(unified))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
