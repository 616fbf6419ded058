import { describe, expect, it } from 'vitest';
import { COMMON_DISPOSABLE_DOMAINS, isCommonDisposable, normalizeEmail } from './email';

describe('normalizeEmail', () => {
  it('trims and lowercases', () => {
    expect(normalizeEmail('  Ann.Lee@Example.COM \n')).toBe('ann.lee@example.com');
  });
});

describe('isCommonDisposable', () => {
  it('knows the nine common domains', () => {
    expect(COMMON_DISPOSABLE_DOMAINS.size).toBe(9);
    for (const domain of COMMON_DISPOSABLE_DOMAINS) expect(isCommonDisposable(`a@${domain}`)).toBe(true);
  });

  it('ignores case, spaces and subdomains', () => {
    expect(isCommonDisposable(' Bob@MAILINATOR.com ')).toBe(true);
    expect(isCommonDisposable('bob@eu.yopmail.com')).toBe(true);
  });

  it('accepts ordinary and look-alike domains', () => {
    expect(isCommonDisposable('bob@gmail.com')).toBe(false);
    expect(isCommonDisposable('bob@notmailinator.com')).toBe(false);
    expect(isCommonDisposable('mailinator.com')).toBe(false);
  });
});
