import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';

const { start } = setupTestApps();

const home = {
  nickname: 'Home',
  countryCode: 'us',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  line1: '1 Main St',
  line2: '',
  phone: '+1 512-555-0100',
  recipientName: 'Test Fan',
  recipientEmail: 'fan@example.com',
  taxId: '',
};

describe('addresses', () => {
  it('creates, lists newest first, reads, edits and deletes an address', async () => {
    const t = await start();
    const { cookie } = await t.createMember();
    const created = await t.post('/api/me/addresses', home, cookie);
    expect(created.statusCode).toBe(201);
    const address = created.json();
    expect(address).toMatchObject({ nickname: 'Home', countryCode: 'US', line2: null, taxId: null });
    t.clock.advance(5);
    const office = await t.post('/api/me/addresses', { ...home, nickname: 'Office' }, cookie);
    const list = await t.get('/api/me/addresses', cookie);
    expect(list.json().map((entry: { nickname: string }) => entry.nickname)).toEqual(['Office', 'Home']);
    const read = await t.get(`/api/me/addresses/${address.id}`, cookie);
    expect(read.json()).toEqual(address);
    const edited = await t.patch(
      `/api/me/addresses/${address.id}`,
      { ...home, city: 'Dallas', taxId: 'T-1' },
      cookie,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: address.id, city: 'Dallas', taxId: 'T-1' });
    const deleted = await t.delete(`/api/me/addresses/${office.json().id}`, cookie);
    expect(deleted.statusCode).toBe(204);
    expect((await t.get('/api/me/addresses', cookie)).json()).toHaveLength(1);
  });

  it('answers each bad field with the spec message', async () => {
    const t = await start();
    const { cookie } = await t.createMember();
    const response = await t.post(
      '/api/me/addresses',
      {
        ...home,
        nickname: 'x'.repeat(101),
        countryCode: '',
        city: ' ',
        zipCode: '12345678901',
        taxId: 'x'.repeat(21),
      },
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION',
      message: 'Address nickname is too long (max. 100)',
      fieldErrors: {
        nickname: 'Address nickname is too long (max. 100)',
        countryCode: 'Country is required',
        city: 'City is required',
        zipCode: 'Zip code is too long (max. 10)',
        taxId: 'Tax ID is too long (max. 20)',
      },
    });
    const badCountry = await t.post('/api/me/addresses', { ...home, countryCode: 'USA' }, cookie);
    expect(badCountry.json().fieldErrors).toEqual({ countryCode: 'Invalid country code' });
    const badContact = await t.post(
      '/api/me/addresses',
      { ...home, recipientEmail: 'not-an-email', phone: 'abc' },
      cookie,
    );
    expect(badContact.statusCode).toBe(400);
    expect(badContact.json().fieldErrors).toEqual({
      phone: 'Invalid phone number format',
      recipientEmail: 'Recipient email is not valid',
    });
  });

  it("hides another member's address behind 404, as it does unknown and malformed ids", async () => {
    const t = await start();
    const owner = await t.createMember();
    const other = await t.createMember();
    const { id } = (await t.post('/api/me/addresses', home, owner.cookie)).json();
    const notFound = { code: 'NOT_FOUND', message: 'Resource Not Found' };
    const attempts = [
      { method: 'GET' as const, url: `/api/me/addresses/${id}` },
      { method: 'PATCH' as const, url: `/api/me/addresses/${id}`, payload: home },
      { method: 'DELETE' as const, url: `/api/me/addresses/${id}` },
      { method: 'GET' as const, url: '/api/me/addresses/999999' },
      { method: 'GET' as const, url: '/api/me/addresses/abc' },
      { method: 'DELETE' as const, url: '/api/me/addresses/1e3' },
    ];
    for (const attempt of attempts) {
      const response = await t.inject({ ...attempt, cookie: other.cookie });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect((await t.get(`/api/me/addresses/${id}`, owner.cookie)).statusCode).toBe(200);
  });

  it('needs a signed-in member', async () => {
    const t = await start();
    const response = await t.post('/api/me/addresses', home);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Authentication Failed' });
  });

  it('caps a member at 50 addresses', async () => {
    const t = await start();
    const { cookie } = await t.createMember();
    for (let index = 0; index < 50; index++) {
      const response = await t.post('/api/me/addresses', home, cookie);
      expect(response.statusCode).toBe(201);
    }
    const refused = await t.post('/api/me/addresses', home, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('You can keep at most 50 addresses. Please delete one first.');
  });
});
