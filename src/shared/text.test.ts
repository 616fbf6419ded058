import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanMultiline, cleanText } from './text';

describe('cleanText', () => {
  // Each behaviour as pairs of what was typed and what is kept of it.
  it.each<[string, [typed: string, kept: string][]]>([
    [
      'keeps names and punctuation as typed (docs/product/accounts.md)',
      [
        ["O'Brien", "O'Brien"],
        ['José Núñez', 'José Núñez'],
        ['select the best; drop "nothing"', 'select the best; drop "nothing"'],
        ['javascript: is a word here', 'javascript: is a word here'],
      ],
    ],
    ['trims and collapses whitespace of every kind', [['  Ann \t\n  Lee\u00a0\u00a0Jr  ', 'Ann Lee Jr']]],
    ['drops control characters', [['A\u0000B\u0007C\u001bD\u007fE\u0085F', 'ABCDEF']]],
    [
      'drops bidi controls and invisible format characters that can make text read differently',
      [
        // U+202E turns "exe.png" into what reads as "gnp.exe"; the others reorder, hide or join text.
        ['photo\u202Egnp.exe', 'photognp.exe'],
        ['\u202AA\u202BB\u202CC\u202DD\u202EE', 'ABCDE'],
        ['\u2066F\u2067G\u2068H\u2069I', 'FGHI'],
        ['J\u200EK\u200FL\u061CM', 'JKLM'],
        ['pay\u200Bpal\u2060.com\uFEFF\u00AD', 'paypal.com'],
        ['\u206A\u206FN\uFFF9O\uFFFB', 'NO'],
        // Joiners stay: emoji sequences and Persian or Indic words need them.
        ['👩\u200D💻 می\u200Cخواهم', '👩\u200D💻 می\u200Cخواهم'],
        ['שלום Ahmed مرحبا', 'שלום Ahmed مرحبا'],
      ],
    ],
    [
      'strips tags but keeps the text between them',
      [
        ['<script>alert(1)</script>Hi', 'alert(1)Hi'],
        ['Hello <b>world</b> <img src=x onerror="alert(1)">!', 'Hello world !'],
        ['<!-- note -->Ok<?xml version="1.0"?>', 'Ok'],
      ],
    ],
    [
      'removes tags that appear only once another is removed',
      [
        ['<<b>script>x', 'x'],
        ['<<<b>i>img src=x>y', 'y'],
        ['<\u0000b>bold', 'bold'],
      ],
    ],
    [
      'keeps angle brackets that are not tags',
      [
        ['I <3 you', 'I <3 you'],
        ['2 < 3 and 5 > 4', '2 < 3 and 5 > 4'],
        ['a<b', 'a<b'],
      ],
    ],
  ])('%s', (_behaviour, pairs) => {
    for (const [typed, kept] of pairs) expect(cleanText(typed)).toBe(kept);
  });

  it('handles 10 000 characters, hostile nesting included, quickly', () => {
    expect(cleanText('x'.repeat(10_000))).toHaveLength(10_000);
    const nested = `${'<'.repeat(5_000)}${'b>'.repeat(5_000)}`;
    const started = Date.now();
    expect(cleanText(nested)).toBe('');
    expect(cleanText('<a'.repeat(200_000))).toHaveLength(400_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('is idempotent', () => {
    const tagAlphabet = fc.constantFrom('<', '>', 'b', '/', '!', ' ', '\n', '\t', '\u0000', 'é', "'", ';');
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: tagAlphabet }), fc.string({ unit: 'binary' })), (s) => {
        const once = cleanText(s);
        expect(cleanText(once)).toBe(once);
        expect(once).not.toMatch(/<[A-Za-z!/?][^<>]*>/);
        expect(once).not.toMatch(/\s{2}|^\s|\s$/);
      }),
    );
  });
});

describe('cleanMultiline', () => {
  it('keeps single line breaks and at most one blank line', () => {
    expect(cleanMultiline('Line one  \r\nLine   two\n\n\n\n  Para  two ')).toBe(
      'Line one\nLine two\n\nPara two',
    );
  });

  it('trims lines and the whole text', () => {
    expect(cleanMultiline('\n\n  a \n \t \n b\n\n')).toBe('a\n\nb');
  });

  it('drops bidi controls like cleanText, on every line', () => {
    expect(cleanMultiline('Line \u202Eone\n\u2067two\u2069\u200F')).toBe('Line one\ntwo');
  });

  it('strips tags and controls like cleanText', () => {
    expect(cleanMultiline("<p>O'Brien</p>\n<i>José</i>\u0000")).toBe("O'Brien\nJosé");
  });

  it('is idempotent', () => {
    const alphabet = fc.constantFrom('<', '>', 'b', '/', ' ', '\n', '\r', '\t', '\u2028', '\u0000', 'x');
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: alphabet }), fc.string({ unit: 'binary' })), (s) => {
        const once = cleanMultiline(s);
        expect(cleanMultiline(once)).toBe(once);
        expect(once).not.toMatch(/\n{3}/);
      }),
    );
  });
});
