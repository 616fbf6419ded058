import { describe, expect, it } from 'vitest';
import { computeTwilioSignature, type FormParams, verifyTwilioSignature } from './twilio-signature';

// The worked example of Twilio's webhook-security page (two published variants of the caller number).
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const params = (caller: string): FormParams => [
  ['To', '+18005551212'],
  ['From', caller],
  ['Digits', '1234'],
  ['CallSid', 'CA1234567890ABCDE'],
  ['Caller', caller],
];

describe('Twilio request signature', () => {
  it("reproduces Twilio's documented signatures", () => {
    expect(computeTwilioSignature('12345', URL, params('+14158675309'))).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
    expect(computeTwilioSignature('12345', URL, params('+14158675310'))).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=');
  });

  it('rejects a tampered parameter, another URL, another token and a missing header', () => {
    const good = 'GvWf1cFY/Q7PnoempGyD5oXAezc=';
    expect(verifyTwilioSignature('12345', URL, params('+14158675310'), good)).toBe(true);
    expect(verifyTwilioSignature('12345', URL, params('+14158675311'), good)).toBe(false);
    expect(verifyTwilioSignature('12345', `${URL}&x=1`, params('+14158675310'), good)).toBe(false);
    expect(verifyTwilioSignature('54321', URL, params('+14158675310'), good)).toBe(false);
    expect(verifyTwilioSignature('12345', URL, params('+14158675310'), undefined)).toBe(false);
    expect(verifyTwilioSignature('12345', URL, params('+14158675310'), 'short')).toBe(false);
  });
});
