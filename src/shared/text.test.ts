import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanMultiline, cleanText } from './text';

describe('cleanText', () => {
  it('keeps names and punctuation as typed (docs/product/accounts.md)', () => {
    expect(cleanText("O'Brien")).toBe("O'Brien");
    expect(cleanText('José Núñez')).toBe('José Núñez');
    expect(cleanText('select the best; drop "nothing"')).toBe('select the best; drop "nothing"');
    expect(cleanText('javascript: is a word here')).toBe('javascript: is a word here');
  });

  it('trims and collapses whitespace of every kind', () => {
    expect(cleanText('  Ann \t\n  Lee\u00a0\u00a0Jr  ')).toBe('Ann Lee Jr');
  });

  it('drops control characters', () => {
    expect(cleanText('A\u0000B\u0007C\u001bD\u007fE\u0085F')).toBe('ABCDEF');
  });

  it('drops bidi controls and invisible format characters that can make text read differently', () => {
    // U+202E turns "exe.png" into what reads as "gnp.exe"; the others reorder, hide or join text.
    expect(cleanText('photo\u202Egnp.exe')).toBe('photognp.exe');
    expect(cleanText('\u202AA\u202BB\u202CC\u202DD\u202EE')).toBe('ABCDE');
    expect(cleanText('\u2066F\u2067G\u2068H\u2069I')).toBe('FGHI');
    expect(cleanText('J\u200EK\u200FL\u061CM')).toBe('JKLM');
    expect(cleanText('pay\u200Bpal\u2060.com\uFEFF\u00AD')).toBe('paypal.com');
    expect(cleanText('\u206A\u206FN\uFFF9O\uFFFB')).toBe('NO');
    // Joiners stay: emoji sequences and Persian or Indic words need them.
    expect(cleanText('👩\u200D💻 می\u200Cخواهم')).toBe('👩\u200D💻 می\u200Cخواهم');
    expect(cleanText('שלום Ahmed مرحبا')).toBe('שלום Ahmed مرحبا');
  });

  it('strips tags but keeps the text between them', () => {
    expect(cleanText('<script>alert(1)</script>Hi')).toBe('alert(1)Hi');
    expect(cleanText('Hello <b>world</b> <img src=x onerror="alert(1)">!')).toBe('Hello world !');
    expect(cleanText('<!-- note -->Ok<?xml version="1.0"?>')).toBe('Ok');
  });

  it('removes tags that appear only once another is removed', () => {
    expect(cleanText('<<b>script>x')).toBe('x');
    expect(cleanText('<<<b>i>img src=x>y')).toBe('y');
    expect(cleanText('<\u0000b>bold')).toBe('bold');
  });

  it('keeps angle brackets that are not tags', () => {
    expect(cleanText('I <3 you')).toBe('I <3 you');
    expect(cleanText('2 < 3 and 5 > 4')).toBe('2 < 3 and 5 > 4');
    expect(cleanText('a<b')).toBe('a<b');
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
