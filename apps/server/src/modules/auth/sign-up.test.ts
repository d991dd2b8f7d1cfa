import { describe, expect, it } from 'vitest';
import { setupTestApps, uniqueEmail } from '../../test/app.ts';

const { start } = setupTestApps();

const validFields = { firstName: 'Min', lastName: 'Ji', password: 'Secret12!', countryCode: 'kr' };

describe('sign-up', () => {
  it('creates a member with a 7-character code after the emailed code is entered', async () => {
    const t = await start();
    const email = uniqueEmail();
    const verificationCode = await t.sendCode(email);
    const mail = await t.latestMailTo(email);
    expect(mail?.subject).toBe('Your Fanship verification code');
    const response = await t.post('/api/auth/sign-up', {
      ...validFields,
      firstName: '  Min ',
      email: ` ${email} `,
      verificationCode,
    });
    expect(response.statusCode).toBe(201);
    const { code } = response.json<{ code: string }>();
    expect(code).toMatch(/^[A-Z0-9]{7}$/);
    const cookie = await t.signIn(code, 'Secret12!');
    const me = await t.get('/api/me', cookie);
    expect(me.json()).toMatchObject({
      code,
      firstName: 'Min',
      email,
      countryCode: 'KR',
      role: 'member',
      creditAmount: 0,
    });
  });

  it('answers each bad field with its message', async () => {
    const t = await start();
    const response = await t.post('/api/auth/sign-up', {
      firstName: 'Min1',
      lastName: '',
      email: 'nope',
      password: 'short',
      countryCode: 'USA',
      verificationCode: '12a',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.fieldErrors).toEqual({
      firstName: 'First name must contain only English letters',
      lastName: 'Last name is required',
      email: 'Email is not valid',
      password: 'Password must be at least 8 characters',
      countryCode: 'Invalid country code',
      verificationCode: 'Only numbers are allowed',
    });
    expect(body.message).toBe('First name must contain only English letters');
  });

  it('asks for verification when no code was ever sent', async () => {
    const t = await start();
    const response = await t.post('/api/auth/sign-up', {
      ...validFields,
      email: uniqueEmail(),
      verificationCode: '123456',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ verificationCode: 'Email verification is required' });
  });

  it('refuses a duplicate email on sending and on sign-up', async () => {
    const t = await start();
    const member = await t.signUp();
    const send = await t.post('/api/email-verification/send', { email: member.email.toUpperCase() });
    expect(send.statusCode).toBe(409);
    expect(send.json().message).toBe('Email is already in use');
    const signUp = await t.post('/api/auth/sign-up', {
      ...validFields,
      email: member.email,
      verificationCode: '123456',
    });
    expect(signUp.statusCode).toBe(409);
    expect(signUp.json()).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { email: 'Email is already in use' },
    });
  });

  it('counts wrong codes and kills the code after 5 wrong tries', async () => {
    const t = await start();
    const email = uniqueEmail();
    const code = await t.sendCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (verificationCode: string) =>
      t.post('/api/auth/sign-up', { ...validFields, email, verificationCode });
    for (let index = 0; index < 5; index++) {
      const response = await attempt(wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.verificationCode).toBe('Invalid verification code');
    }
    const afterward = await attempt(code);
    expect(afterward.statusCode).toBe(400);
    expect(afterward.json().fieldErrors.verificationCode).toBe(
      'Too many wrong attempts. Please request a new verification code.',
    );
    t.clock.advance(60);
    expect((await attempt(await t.sendCode(email))).statusCode).toBe(201);
  });

  it('expires a code after 10 minutes', async () => {
    const t = await start();
    const email = uniqueEmail();
    const verificationCode = await t.sendCode(email);
    t.clock.advance(10 * 60);
    const response = await t.post('/api/auth/sign-up', { ...validFields, email, verificationCode });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.verificationCode).toBe(
      'Verification code has expired. Please request a new one.',
    );
  });

  it('enforces the 60-second resend countdown', async () => {
    const t = await start();
    const email = uniqueEmail();
    await t.sendCode(email);
    t.clock.advance(15);
    const early = await t.post('/api/email-verification/send', { email });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Please wait 45 seconds before requesting a new code.',
    });
    t.clock.advance(45);
    const firstCode = (await t.latestMailTo(email))?.textBody.match(/\b(\d{6})\b/)?.[1];
    expect(firstCode).toMatch(/^\d{6}$/);
    const code = await t.sendCode(email);
    const attempt = (verificationCode: string) =>
      t.post('/api/auth/sign-up', { ...validFields, email, verificationCode });
    if (firstCode && firstCode !== code) {
      const stale = await attempt(firstCode);
      expect(stale.statusCode).toBe(400);
      expect(stale.json().fieldErrors.verificationCode).toBe('Invalid verification code');
    }
    const response = await attempt(code);
    expect(response.statusCode).toBe(201);
  });

  it('says whether an email may be used', async () => {
    const t = await start();
    const member = await t.signUp();
    const check = (email: string) => t.get(`/api/auth/validate-email?email=${encodeURIComponent(email)}`);
    const free = await check(uniqueEmail());
    expect(free.statusCode).toBe(200);
    expect(free.json()).toBe(true);
    expect((await check(member.email.toUpperCase())).json()).toBe(false);
    const malformed = await check('not-an-email');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({ email: 'Email is not valid' });
  });
});
