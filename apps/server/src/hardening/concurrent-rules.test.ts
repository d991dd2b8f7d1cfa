import { cartItems } from '@fanship/db/catalogue-schema';
import { addresses, emailVerifications, members } from '@fanship/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { austinAddress } from '../test/addresses.ts';
import { setupTestApps, uniqueEmail } from '../test/app.ts';
import { insertPhotocards } from '../test-support/shop-products-fixtures.ts';

const { start } = setupTestApps();

// Rules that count rows, with many parallel requests. They matter on PostgreSQL (the CI runs this file there
// too); PGlite has one connection and serialises everything.
describe('rules that count, under concurrency', () => {
  // Issue 7, finding 3: parallel wrong guesses were all compared (60 of 60), and the right code then signed up.
  it('compares at most 5 of 60 parallel wrong sign-up codes, and the right one is then refused', async () => {
    const t = await start();
    const email = uniqueEmail();
    const code = await t.sendCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = (verificationCode: string) => ({
      email,
      password: 'Secret12!',
      firstName: 'Test',
      lastName: 'Fan',
      countryCode: 'US',
      verificationCode,
    });
    const responses = await Promise.all(
      Array.from({ length: 60 }, () => t.post('/api/auth/sign-up', body(wrong))),
    );
    const messages = responses.map((response) => response.json().fieldErrors?.verificationCode);
    expect(messages.filter((message) => message === 'Invalid verification code')).toHaveLength(5);
    expect(
      messages.filter(
        (message) => message === 'Too many wrong attempts. Please request a new verification code.',
      ),
    ).toHaveLength(55);
    const right = await t.post('/api/auth/sign-up', body(code));
    expect(right.statusCode).toBe(400);
    const [row] = await t.database.db
      .select({ failedAttempts: emailVerifications.failedAttempts })
      .from(emailVerifications)
      .where(eq(emailVerifications.email, email));
    expect(row?.failedAttempts).toBe(5);
  });

  it('signs up once when the right code arrives many times at once', async () => {
    const t = await start();
    const email = uniqueEmail();
    const code = await t.sendCode(email);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.post('/api/auth/sign-up', {
          email,
          password: 'Secret12!',
          firstName: 'Test',
          lastName: 'Fan',
          countryCode: 'US',
          verificationCode: code,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status === 201 || (status >= 400 && status < 500))).toBe(true);
  });

  // Issue 7, finding 4: 80 parallel creations stored 55 addresses (cap 50).
  it('keeps the cap of 50 addresses under 80 parallel creations', async () => {
    const t = await start();
    const member = await t.createMember();
    const responses = await Promise.all(
      Array.from({ length: 80 }, () => t.post('/api/me/addresses', austinAddress, member.cookie)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(50);
    expect(statuses.filter((status) => status === 400)).toHaveLength(30);
    const stored = await t.database.db.select().from(addresses);
    expect(stored).toHaveLength(50);
  });

  // Issue 7, finding 4: 150 parallel adds of different products made 101 cart lines (cap 100). The race is
  // at the cap, so the cart starts with 90 lines and 60 adds arrive at once.
  it('keeps the cap of 100 cart lines under 60 parallel adds at the edge', async () => {
    const t = await start();
    const member = await t.createMember();
    const [memberRow] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.code, member.code));
    const products = await insertPhotocards(t.database.db, 150);
    await t.database.db.insert(cartItems).values(
      products.slice(0, 90).map((product) => ({
        memberId: memberRow!.id,
        type: 'SHOP_PRODUCT',
        shopProductId: product.id,
        quantity: 1,
      })),
    );
    const responses = await Promise.all(
      products
        .slice(90)
        .map((product) =>
          t.post('/api/cart/items', { shopProductId: product.id, quantity: 1 }, member.cookie),
        ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 400)).toHaveLength(50);
    const lines = await t.database.db.select().from(cartItems).where(eq(cartItems.memberId, memberRow!.id));
    expect(lines).toHaveLength(100);
  });
});
