import { describe, expect, it } from 'vitest';
import { missingProfileDetails } from './profile-details';

describe('missingProfileDetails', () => {
  it('lists what a profile made with name, e-mail and phone only still lacks, in the form order', () => {
    expect(missingProfileDetails({ sector: null, years: null, skills: [] })).toEqual([
      'Sector',
      'Years of experience',
      'Skills',
    ]);
  });

  it('drops each detail once given, and is empty for a complete profile', () => {
    expect(missingProfileDetails({ sector: 'retail', years: null, skills: ['Cashier'] })).toEqual([
      'Years of experience',
    ]);
    expect(missingProfileDetails({ sector: 'retail', years: '2-3', skills: ['Cashier'] })).toEqual([]);
  });
});
