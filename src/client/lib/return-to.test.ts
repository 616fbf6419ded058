import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInReturningTo } from './return-to';

describe('safeReturnPath', () => {
  it('follows a path of this site, with its query', () => {
    expect(safeReturnPath('/check-in/abc?code=1234')).toBe('/check-in/abc?code=1234');
  });

  it('never another origin, a relative address or a control character', () => {
    for (const next of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'check-in',
      '',
      null,
      '/a\nb',
    ])
      expect(safeReturnPath(next)).toBeNull();
  });

  it('round-trips through the sign-in address', () => {
    const address = new URL(signInReturningTo('/talent-auth', '/check-in/abc?code=1234'), 'https://x.test');
    expect(safeReturnPath(address.searchParams.get('next'))).toBe('/check-in/abc?code=1234');
  });
});
