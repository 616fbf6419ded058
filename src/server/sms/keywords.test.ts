import { describe, expect, it } from 'vitest';
import { smsKeyword } from './keywords';

describe('smsKeyword', () => {
  it.each([
    'STOP',
    'stop',
    '  Stop  ',
    'STOPALL',
    'unsubscribe',
    'Cancel',
    'END',
    'quit',
    'REVOKE',
    'OPT OUT',
    'opt  out',
    'OptOut',
  ])('%j opts out', (text) => expect(smsKeyword(text)).toBe('stop'));
  it.each(['START', ' start', 'Unstop'])('%j opts back in', (text) => expect(smsKeyword(text)).toBe('start'));
  it.each(['HELP', 'help ', 'Info'])('%j asks for help', (text) => expect(smsKeyword(text)).toBe('help'));
  it.each(['', 'please stop texting me', 'STOP!', 'stopp', 'Yes I can work Friday'])(
    '%j is ordinary text',
    (text) => expect(smsKeyword(text)).toBeNull(),
  );
});
