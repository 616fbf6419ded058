import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SKILL_OPTIONS, YEARS_OPTIONS } from '../constants';
import { rankBestMatch } from './match-ranking';
import {
  DEFAULT_MATCH_WEIGHTS,
  type MatchFacts,
  matchFeatures,
  scoreMatch,
  shrunkRating,
} from './match-score';

// The score's properties ("Tests"; docs/decisions/018-match-score.md).
const facts: fc.Arbitrary<MatchFacts> = fc.record({
  positionTitle: fc.constantFrom(
    'Server',
    'Brunch Server',
    'Cashier',
    'Food runner',
    'Host',
    'Stock associate',
  ),
  requirements: fc.option(fc.constantFrom('Food prep experience.', 'Greeter and cashier.', 'Smile.'), {
    nil: null,
  }),
  skills: fc.uniqueArray(fc.constantFrom(...SKILL_OPTIONS), { maxLength: 4 }),
  years: fc.option(fc.constantFrom(...YEARS_OPTIONS), { nil: null }),
  ratingAverage: fc.option(fc.double({ min: 1, max: 5, noNaN: true }), { nil: null }),
  ratingCount: fc.integer({ min: 0, max: 200 }),
  platformRating: fc.double({ min: 3, max: 5, noNaN: true }),
  reliability: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
  completedHere: fc.integer({ min: 0, max: 30 }),
  favourite: fc.boolean(),
  medianAnswerMinutes: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
  completedShifts: fc.integer({ min: 0, max: 300 }),
});
const score = (f: MatchFacts) => scoreMatch(f, DEFAULT_MATCH_WEIGHTS).score;

describe('scoreMatch', () => {
  it('is an integer from 0 to 100, with at most three reasons', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const { score: s, reasons } = scoreMatch(f, DEFAULT_MATCH_WEIGHTS);
        expect(Number.isInteger(s) && s >= 0 && s <= 100).toBe(true);
        expect(reasons.length).toBeLessThanOrEqual(3);
      }),
    );
  });

  it('never goes down with one more skill', () => {
    fc.assert(
      fc.property(facts, fc.constantFrom(...SKILL_OPTIONS), (f, extra) => {
        expect(score({ ...f, skills: [...f.skills, extra] })).toBeGreaterThanOrEqual(score(f));
      }),
    );
  });

  it('never goes down with a better reliability', () => {
    fc.assert(
      fc.property(facts, fc.double({ min: 0, max: 1, noNaN: true }), (f, better) => {
        const worse = Math.min(better, f.reliability ?? better);
        expect(score({ ...f, reliability: better })).toBeGreaterThanOrEqual(
          score({ ...f, reliability: worse }),
        );
      }),
    );
  });

  it('names only facts that are present', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const { reasons } = scoreMatch(f, DEFAULT_MATCH_WEIGHTS);
        const features = matchFeatures(f);
        for (const reason of reasons) {
          if (reason.startsWith('Has the')) expect(features.skills).toBeGreaterThan(0);
          if (reason.includes('years of experience')) expect(reason).toBe(`${f.years} years of experience`);
          if (reason.includes(' from ')) expect(f.ratingCount > 0 && f.ratingAverage !== null).toBe(true);
          if (reason.endsWith('reliable')) expect(f.reliability).not.toBeNull();
          if (reason.startsWith('Worked here')) expect(f.completedHere).toBeGreaterThan(0);
          if (reason === 'Your favourite') expect(f.favourite).toBe(true);
          if (reason.startsWith('Answers offers')) expect(f.medianAnswerMinutes).not.toBeNull();
        }
        for (const skill of reasons
          .join(' ')
          .match(/Has the (.+?) (and (.+) )?skills?/)
          ?.slice(1) ?? [])
          if (skill && !skill.startsWith('and ')) expect(f.skills).toContain(skill);
      }),
    );
  });

  it("names the real facts: 'Has the Server/Waitstaff skill', '4.8 from 12 ratings', 'Worked here twice'", () => {
    const f: MatchFacts = {
      positionTitle: 'Brunch Server',
      requirements: null,
      skills: ['Server/Waitstaff'],
      years: '0-1',
      ratingAverage: 4.8,
      ratingCount: 12,
      platformRating: 4.4,
      reliability: null,
      completedHere: 2,
      favourite: false,
      medianAnswerMinutes: null,
      completedShifts: 14,
    };
    expect(scoreMatch(f, DEFAULT_MATCH_WEIGHTS).reasons).toEqual([
      'Has the Server/Waitstaff skill',
      'Worked here twice',
      '4.8 from 12 ratings',
    ]);
    expect(
      scoreMatch({ ...f, favourite: true, medianAnswerMinutes: 7 }, DEFAULT_MATCH_WEIGHTS).reasons,
    ).toEqual(['Has the Server/Waitstaff skill', 'Your favourite', 'Worked here twice']);
    expect(
      scoreMatch({ ...f, skills: [], completedHere: 0, medianAnswerMinutes: 7 }, DEFAULT_MATCH_WEIGHTS)
        .reasons,
    ).toEqual(['Answers offers within 10 minutes', '4.8 from 12 ratings']);
  });

  it('shrinks ratings: one 1-star costs a newcomer at most 7 points against no rating at all', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const newcomer = { ...f, ratingAverage: null, ratingCount: 0, completedShifts: 1 };
        const oneStar = { ...newcomer, ratingAverage: 1, ratingCount: 1 };
        expect(score(newcomer) - score(oneStar)).toBeLessThanOrEqual(7);
      }),
    );
    expect(shrunkRating(1, 1, 4.6)).toBeCloseTo(4, 5);
    expect(shrunkRating(null, 0, 4.6)).toBe(4.6);
  });
});

describe('rankBestMatch', () => {
  const candidate = fc.record({
    id: fc.uuid(),
    score: fc.integer({ min: 0, max: 100 }),
    logit: fc.double({ min: -5, max: 5, noNaN: true }),
    appliedAt: fc
      .date({ noInvalidDate: true, min: new Date(2026, 0, 1), max: new Date(2027, 0, 1) })
      .map((d) => d.toISOString()),
    newcomerEligible: fc.boolean(),
  });

  it('puts the best-ranked newcomer in the first three and keeps everyone else in model order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(candidate, { selector: (c) => c.id, maxLength: 12 }), (list) => {
        const { ranked, featuredId } = rankBestMatch(list);
        expect(ranked).toHaveLength(list.length);
        const newcomers = list.filter((c) => c.newcomerEligible);
        if (newcomers.length === 0) {
          expect(featuredId).toBeNull();
          return;
        }
        const place = ranked.findIndex((c) => c.id === featuredId);
        expect(place).toBeLessThan(3);
        expect(ranked[place]!.newcomerEligible).toBe(true);
        const rest = ranked.filter((c) => c.id !== featuredId).map((c) => c.logit);
        expect(rest).toEqual([...rest].sort((a, b) => b - a));
      }),
    );
  });
});
