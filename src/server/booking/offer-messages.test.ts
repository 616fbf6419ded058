// The offer text fits at most two GSM-7 segments (306 characters), one (160) for typical names, and keeps
// what docs/product/sms.md ("Offer text") requires: who, what, when, the reply code with YES / NO, 'Respond by', STOP.
import { describe, expect, it } from 'vitest';
import { offerSms } from './offer-messages';

/** The GSM 03.38 basic character set (one septet each); anything else makes the text UCS-2 (70 a segment). */
const GSM7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;

const shift = (overrides: Partial<Parameters<typeof offerSms>[0]> = {}) => ({
  id: '00000000-0000-4000-8000-000000000001',
  businessName: 'Harbor Street Bistro',
  positionTitle: 'Line Cook',
  shiftDate: '2099-12-30',
  startTime: '11:30',
  endTime: '23:30',
  hourlyRateCents: 2175,
  locationAddress: '12 Harbor Street, Baltimore, MD 21230',
  timeZone: 'America/New_York',
  ...overrides,
});
const respondBy = 'Dec 29, 10:30 PM';

describe('offerSms', () => {
  it('fits one segment for a typical shift and says who, what, when, how to answer and by when', () => {
    const evening = shift({ shiftDate: '2099-12-04', startTime: '16:00', endTime: '23:30' });
    const text = offerSms(evening, 'Dec 4, 3:00 PM', 'https://talentbridge.test', 'K7PM');
    expect(text).toBe(
      'TalentBridge: Harbor Street Bistro offers you Line Cook, Fri, Dec 4 4:00 PM-11:30 PM. ' +
        'Reply YES or NO (code K7PM). Respond by Dec 4, 3:00 PM. STOP to opt out',
    );
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(GSM7);
  });

  it('stays within two segments (306) for a long but realistic business name and position', () => {
    const text = offerSms(
      shift({
        businessName: 'The Harbor Street Bistro & Oyster Bar at Fells Point',
        positionTitle: 'Senior Line Cook / Grill and Saute Station Lead',
      }),
      respondBy,
      'https://talentbridge.test',
      'K7PM',
    );
    expect(text.length).toBeGreaterThan(160);
    expect(text.length).toBeLessThanOrEqual(306);
    expect(text).toMatch(GSM7);
    for (const part of [
      'Harbor Street Bistro',
      'Senior Line Cook',
      'Wed, Dec 30 11:30 AM-11:30 PM',
      '(code K7PM)',
    ])
      expect(text).toContain(part);
    expect(text).toContain(`Respond by ${respondBy}.`);
    expect(text).toMatch(/STOP to opt out$/);
  });

  it('stays within two segments at the longest names the text allows, with or without a reply code', () => {
    const long = shift({ businessName: 'B'.repeat(200), positionTitle: 'P'.repeat(200) });
    expect(offerSms(long, respondBy, 'https://talentbridge.test', 'K7PM').length).toBeLessThanOrEqual(306);
    const noCode = offerSms(long, respondBy, 'https://talentbridge.test', null);
    expect(noCode.length).toBeLessThanOrEqual(306);
    expect(noCode).toContain(`Respond by ${respondBy} at https://talentbridge.test/worker-dashboard.`);
  });
});
