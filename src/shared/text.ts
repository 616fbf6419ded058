// ARCHITECTURE §5: text is kept as typed (quotes, semicolons, SQL words stay), unlike the spec's
// §5 sanitiser. Safety comes from parameterised queries and React's escaping; this only tidies.

// Control characters other than tab, newline, vertical tab, form feed and carriage return,
// which count as whitespace and are collapsed instead.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the purpose.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g;

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

/** One-line plain text: no controls, no tags, single spaces, trimmed. */
export function cleanText(s: string): string {
  return stripTags(s.replace(CONTROL_CHARACTERS, '')).replace(/\s+/g, ' ').trim();
}

/** Like cleanText but keeps line breaks: at most one blank line in a row, lines trimmed. */
export function cleanMultiline(s: string): string {
  const unified = s.replace(/\r\n?|[\u2028\u2029]/g, '\n');
  return stripTags(unified.replace(CONTROL_CHARACTERS, ''))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
