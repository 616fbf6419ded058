import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardSetupStarted,
  ok,
  type PaymentsWorld,
  savedCard as savedCardOf,
  startPaymentsWorld,
  customerWithCard as withCard,
} from '../support/payments';

// The payments port's card side, through the real adapter (the official SDK) over HTTP to the project's fake.
let world: PaymentsWorld;
beforeAll(async () => {
  world = await startPaymentsWorld();
});
afterAll(() => world.close());

const customerWithCard = (cardNumber: string) => withCard(world, cardNumber);

describe('saving a card through the hosted setup page', () => {
  it('saves 4242 4242 4242 4242, returns to the page that asked, and reads back as Visa 4242', async () => {
    const { setup, answer } = await customerWithCard('4242 4242 4242 4242');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      `http://localhost:3000/billing?setup=${setup.setupSessionId}`,
    );
    const saved = ok(await world.payments.readSavedPaymentMethod({ setupSessionId: setup.setupSessionId }));
    expect(saved.method).toMatchObject({ brand: 'visa', last4: '4242' });
  });

  it('has a labelled card field and a Save card button, and reads nothing before the card is saved', async () => {
    const { setup } = await cardSetupStarted(world);
    const html = await (await fetch(setup.url)).text();
    expect(html).toMatch(/<label for="card-number">Card number<\/label>/);
    expect(html).toMatch(/<input id="card-number" name="card_number"/);
    expect(html).toContain('<button type="submit">Save card</button>');
    expect(
      ok(await world.payments.readSavedPaymentMethod({ setupSessionId: setup.setupSessionId })).method,
    ).toBe(null);
  });

  it('declines 4000 0000 0000 0002 on the page with the message, and saves nothing', async () => {
    const { setup, answer } = await customerWithCard('4000 0000 0000 0002');
    expect(answer.status).toBe(402);
    expect(await answer.text()).toContain('<p role="alert">Your card was declined.</p>');
    expect(
      ok(await world.payments.readSavedPaymentMethod({ setupSessionId: setup.setupSessionId })).method,
    ).toBe(null);
  });
});

describe('holds, captures, charges and refunds', () => {
  const savedCard = (cardNumber?: string) => savedCardOf(world, cardNumber);

  it('places a hold and captures less than it', async () => {
    const card = await savedCard();
    const hold = ok(
      await world.payments.placeHold({ ...card, amountCents: 10_350, idempotencyKey: world.key() }),
    );
    const captured = ok(
      await world.payments.captureHold({
        holdId: hold.holdId,
        amountCents: 8_900,
        idempotencyKey: world.key(),
      }),
    );
    expect(captured).toMatchObject({ paymentId: hold.holdId, amountCents: 8_900 });
  });

  it('refuses to capture more than the hold, and the hold can still be captured or cancelled', async () => {
    const card = await savedCard();
    const hold = ok(
      await world.payments.placeHold({ ...card, amountCents: 5_000, idempotencyKey: world.key() }),
    );
    const tooMuch = await world.payments.captureHold({
      holdId: hold.holdId,
      amountCents: 5_001,
      idempotencyKey: world.key(),
    });
    expect(tooMuch).toMatchObject({ ok: false, reason: 'refused', retryable: false });
    expect(tooMuch.ok || tooMuch.message).toMatch(/less than or equal to the amount capturable \(5000\)/);
    ok(await world.payments.cancelHold({ holdId: hold.holdId, idempotencyKey: world.key() }));
    const afterCancel = await world.payments.captureHold({
      holdId: hold.holdId,
      amountCents: 100,
      idempotencyKey: world.key(),
    });
    expect(afterCancel).toMatchObject({ ok: false, reason: 'refused' });
  });

  it('saves 4000 0000 0000 9995 but fails its hold and its charge for insufficient funds', async () => {
    const card = await savedCard('4000 0000 0000 9995');
    const hold = await world.payments.placeHold({ ...card, amountCents: 7_400, idempotencyKey: world.key() });
    expect(hold).toEqual({
      ok: false,
      reason: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
      retryable: false,
    });
    const charge = await world.payments.charge({ ...card, amountCents: 7_400, idempotencyKey: world.key() });
    expect(charge).toMatchObject({ ok: false, reason: 'insufficient_funds' });
  });

  it('charges off-session and refunds part, then refuses to refund more than is left', async () => {
    const card = await savedCard();
    const { paymentId } = ok(
      await world.payments.charge({ ...card, amountCents: 9_620, idempotencyKey: world.key() }),
    );
    const part = ok(
      await world.payments.refund({ paymentId, amountCents: 2_220, idempotencyKey: world.key() }),
    );
    expect(part.amountCents).toBe(2_220);
    const tooMuch = await world.payments.refund({
      paymentId,
      amountCents: 7_401,
      idempotencyKey: world.key(),
    });
    expect(tooMuch).toMatchObject({ ok: false, reason: 'refused' });
    const rest = ok(await world.payments.refund({ paymentId, idempotencyKey: world.key() }));
    expect(rest.amountCents).toBe(7_400);
  });

  it('treats the same call twice under one key as one hold, and refuses the key with other parameters', async () => {
    const card = await savedCard();
    const idempotencyKey = world.key();
    const first = ok(await world.payments.placeHold({ ...card, amountCents: 6_000, idempotencyKey }));
    const again = ok(await world.payments.placeHold({ ...card, amountCents: 6_000, idempotencyKey }));
    expect(again.holdId).toBe(first.holdId);
    const effects = (await (await fetch(`${world.fake.url}/_fake/effects`)).json()) as Record<string, number>;
    expect(effects[idempotencyKey]).toBe(1);
    const other = await world.payments.placeHold({ ...card, amountCents: 6_500, idempotencyKey });
    expect(other).toMatchObject({ ok: false, reason: 'idempotency_conflict', retryable: false });
    expect(world.fake.effects()[idempotencyKey]).toBe(1);
  });
});
