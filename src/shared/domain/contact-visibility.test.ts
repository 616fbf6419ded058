import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from './application-status';
import { sharesContactDetails } from './contact-visibility';

describe('sharesContactDetails', () => {
  it('shares contact details from selection on, never for a mere application or a refusal', () => {
    const shared = APPLICATION_STATUSES.filter(sharesContactDetails);
    expect(shared).toEqual(['selected', 'accepted', 'checked_in', 'no_show', 'completed']);
  });
});
