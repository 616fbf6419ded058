// GET /api/matching/model, what 'How matching works' shows: the defaults before any training, then
// the newest learned model (weights next to the defaults, date, sample size, good outcomes); managers only.
import { describe, expect, it } from 'vitest';
import { matchModels } from '../../src/server/db/schema';
import { forgetMatchModel } from '../../src/server/match/match-model';
import { createManager, createTalent } from '../../src/server/seed/factories/accounts';
import { DEFAULT_MATCH_WEIGHTS, MATCH_FEATURE_NAMES } from '../../src/shared/domain/match-score';
import { sessionCookieFrom, testAppForFile } from '../support/http';

const t = testAppForFile();

async function signedIn(kind: 'manager' | 'talent') {
  const account = kind === 'manager' ? await createManager(t.ctx) : await createTalent(t.ctx);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: account.email, password: account.password },
    remoteAddress: '127.0.0.1',
  });
  return sessionCookieFrom(res);
}

const model = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/matching/model', headers: cookie ? { cookie } : {} });

describe('GET /api/matching/model', () => {
  it('shows the defaults before any training, then the newest learned model next to them', async () => {
    const manager = await signedIn('manager');
    const before = await model(manager);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      source: 'default',
      trainedAt: null,
      sampleSize: 0,
      learnAfterOutcomes: 200,
    });
    expect(before.json().weights.map((w: { name: string }) => w.name)).toEqual([...MATCH_FEATURE_NAMES]);

    const trainedAt = new Date('2026-11-20T04:00:00Z');
    const learned = { bias: -2, ...DEFAULT_MATCH_WEIGHTS.weights, skills: 3.25, favourite: 0 };
    await t.ctx.db.insert(matchModels).values([
      {
        source: 'learned',
        weights: { ...learned, skills: 1 },
        sampleSize: 210,
        positives: 100,
        trainedAt: new Date('2026-11-19T04:00:00Z'),
      },
      { source: 'learned', weights: learned, sampleSize: 240, positives: 150, trainedAt },
    ]);
    forgetMatchModel(t.ctx.db);
    const after = (await model(manager)).json();
    expect(after).toMatchObject({
      source: 'learned',
      trainedAt: trainedAt.toISOString(),
      sampleSize: 240,
      positives: 150,
      bias: { weight: -2, defaultWeight: DEFAULT_MATCH_WEIGHTS.bias },
    });
    expect(after.weights.find((w: { name: string }) => w.name === 'skills')).toEqual({
      name: 'skills',
      weight: 3.25,
      defaultWeight: DEFAULT_MATCH_WEIGHTS.weights.skills,
    });
  });

  it('a stored model missing a weight is not used: the defaults serve', async () => {
    await t.ctx.db.insert(matchModels).values({
      source: 'learned',
      weights: { bias: 1, skills: 2 },
      sampleSize: 300,
      positives: 10,
      trainedAt: new Date('2026-11-25T04:00:00Z'),
    });
    forgetMatchModel(t.ctx.db);
    expect((await model(await signedIn('manager'))).json()).toMatchObject({
      source: 'default',
      sampleSize: 0,
    });
  });

  it('is for managers only', async () => {
    expect((await model()).statusCode).toBe(401);
    expect((await model(await signedIn('talent'))).statusCode).toBe(403);
  });
});
