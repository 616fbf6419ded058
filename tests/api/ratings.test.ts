// docs/product/trust.md, "Ratings": every refusal of the rating routes with its clear 4xx, the
// comment and reply cleaned like every other text, the one reply, 'Report', and the live ratings about a user.
import { describe, expect, it } from 'vitest';
import { createManager } from '../../src/server/seed/factories/accounts';
import { expectStatus } from '../support/marketplace';
import { cancellationsAppForFile } from './cancellations-fixtures';
import {
  as,
  at,
  completedBooking,
  DAY,
  rate,
  ratingRows,
  ratingsOf,
  refusalOf,
  reply,
  report,
  t,
} from './ratings-fixtures';
import { workedShift } from './timesheets-fixtures';

cancellationsAppForFile();

describe('refusals', () => {
  it('rating twice, after the window, before completion, someone else’s booking', async () => {
    const { owner, talent, applicationId, completedAt } = await completedBooking();
    expectStatus(await rate(talent, applicationId, { stars: 5 }), 201);
    const twice = await rate(talent, applicationId, { stars: 1 });
    expect(twice.statusCode).toBe(409);
    expect(refusalOf(twice)).toBe('You have already rated this shift.');

    const stranger = await createManager(t.ctx);
    const notYours = await rate(stranger, applicationId, { stars: 1 });
    expect(notYours.statusCode).toBe(404);
    expect((await ratingsOf(stranger, applicationId)).statusCode).toBe(404);
    expect((await ratingsOf(stranger, 'not-a-uuid')).statusCode).toBe(404);
    expect((await rate(null, applicationId, { stars: 1 })).statusCode).toBe(401);

    at(completedAt.getTime() + 7 * DAY);
    const late = await rate(owner, applicationId, { stars: 3 });
    expect(late.statusCode).toBe(409);
    expect(refusalOf(late)).toBe('The 7-day rating window has ended.');
    expect(expectStatus(await ratingsOf(owner, applicationId), 200).canRate).toBe(false);

    const pending = await workedShift();
    const early = await rate(pending.worker.talent, pending.worker.applicationId, { stars: 4 });
    expect(early.statusCode).toBe(409);
    expect(refusalOf(early)).toBe('You can rate a shift once it is completed.');
    expect(await ratingRows(applicationId)).toHaveLength(1);
  });

  it('bad stars, tags and a comment of 10 000 characters: 400 with the field', async () => {
    const { owner, talent, applicationId } = await completedBooking();
    const cases: [Record<string, unknown>, string][] = [
      [{ stars: 0 }, 'stars'],
      [{ stars: 6 }, 'stars'],
      [{ stars: 4.5 }, 'stars'],
      [{}, 'stars'],
      [{ stars: 4, comment: 'x'.repeat(10_000) }, 'comment'],
      [{ stars: 4, comment: 'x'.repeat(501) }, 'comment'],
      [{ stars: 4, tags: ['Awesome'] }, 'tags.0'],
      [{ stars: 4, tags: ['Punctual', 'Punctual'] }, 'tags'],
    ];
    for (const [body, field] of cases) {
      const res = await rate(owner, applicationId, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(res.json().error.fieldErrors ?? {})).toContain(field);
    }
    // A tag from the other side's list: the worker may not call the business 'Punctual'.
    const wrongList = await rate(talent, applicationId, { stars: 4, tags: ['Punctual'] });
    expect(wrongList.statusCode).toBe(400);
    expect(refusalOf(wrongList)).toBe('Choose tags from the list.');
    expect(await ratingRows(applicationId)).toHaveLength(0);
    expectStatus(await rate(owner, applicationId, { stars: 4, comment: 'x'.repeat(500) }), 201);
  });

  it('a comment is cleaned like every other text: tags, controls and invisible characters dropped, quotes kept', async () => {
    const { owner, talent, applicationId } = await completedBooking();
    const typed = '  <script>alert("hi")</script> & <b>bold</b>\u202E\u0007\n\n\n\nO\'Brien;  ';
    expectStatus(await rate(talent, applicationId, { stars: 3, comment: typed }), 201);
    const cleaned = 'alert("hi") & bold\n\nO\'Brien;';
    expect((await ratingRows(applicationId))[0]!.comment).toBe(cleaned);
    const view = expectStatus(await rate(owner, applicationId, { stars: 5, comment: '   ' }), 201);
    expect(view.theirs.comment).toBe(cleaned);
    expect(view.mine.comment).toBeNull();
  });
});

describe('reply and report', () => {
  it('the rated party replies once, after the rating is live, and may report it once', async () => {
    const { owner, talent, applicationId } = await completedBooking();
    const mine = expectStatus(await rate(owner, applicationId, { stars: 2, comment: 'Slow' }), 201).mine;
    // Hidden: no reply, no report yet; the rater may not reply to their own rating.
    expect((await reply(talent, mine.id, 'Not fair')).statusCode).toBe(409);
    expect((await reply(owner, mine.id, 'Me')).statusCode).toBe(404);
    expectStatus(await rate(talent, applicationId, { stars: 5 }), 201);

    expect((await reply(talent, mine.id, '   ')).statusCode).toBe(400);
    expect((await reply(talent, mine.id, 'y'.repeat(501))).statusCode).toBe(400);
    const replied = expectStatus(await reply(talent, mine.id, ' <i>It was my\u200B first day.</i> '), 200);
    expect(replied.rating).toMatchObject({ reply: 'It was my first day.' });
    const again = await reply(talent, mine.id, 'Also');
    expect(again.statusCode).toBe(409);
    expect(refusalOf(again)).toBe('You have already replied to this rating.');

    expect((await report(talent, mine.id, '')).statusCode).toBe(400);
    expect((await report(owner, mine.id, 'Mine')).statusCode).toBe(404);
    expectStatus(await report(talent, mine.id, 'Abusive'), 201);
    expect((await report(talent, mine.id, 'Again')).statusCode).toBe(409);
    expect(expectStatus(await ratingsOf(talent, applicationId), 200).reported).toBe(true);

    const about = expectStatus(await (await as(owner)).get(`/api/ratings/about/${talent!.userId}`), 200);
    expect(about.summary).toEqual({ average: 2, count: 1 });
    expect(about.ratings).toHaveLength(1);
    expect(about.ratings[0]).toMatchObject({ stars: 2, reply: 'It was my first day.' });
    expect(about.hasMore).toBe(false);
    const none = expectStatus(await (await as(owner)).get('/api/ratings/about/nobody'), 200);
    expect(none).toMatchObject({ summary: { average: null, count: 0 }, ratings: [] });
  });
});
