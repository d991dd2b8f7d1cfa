import { staffQueueNoAmountMessage, staffQueueSortMessage } from '@fanship/domain/requests/request-contract';
import { requestKind } from '@fanship/domain/requests/request-kinds';
import type { StatusMachine } from '@fanship/domain/requests/status-machines';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestKinds } from '../../request-kinds.ts';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { createMemberWithRole } from '../../test/roles.ts';
import { defineRequestKind, staffStep, transition } from './index.ts';

const { start } = setupTestApps();

/**
 * A throwaway kind: a machine and a body schema, nothing else. Everything below comes from the scaffold, so the
 * scaffold's behaviour is tested here once for every kind.
 */
const sampleMachine = {
  kind: 'sample',
  prefix: 'SP',
  statuses: { SMP01: 'Asked', SMP02: 'Done', SMP09: 'Cancelled' },
  initial: 'SMP01',
  editable: ['SMP01'],
  selectable: [],
  transitions: [
    { from: 'SMP01', to: 'SMP02', by: ['staff'], action: 'Finish' },
    { from: 'SMP01', to: 'SMP09', by: ['member', 'staff'], action: 'Cancel' },
  ],
} as const satisfies StatusMachine;

const sampleKind = defineRequestKind({
  machine: sampleMachine,
  member: { path: '/samples', body: z.object({ note: z.string().trim().min(1, 'Note is required') }) },
});

type Setup = { t: TestApp; member: TestMember; other: TestMember; staff: TestMember };

async function setup(): Promise<Setup> {
  const t = await start({}, { requestKinds: [...requestKinds, sampleKind] });
  const [member, other, staff] = await Promise.all([
    t.createMember({ firstName: 'Minji', lastName: 'Kim' }),
    t.createMember(),
    createMemberWithRole(t, 'staff'),
  ]);
  return { t, member, other, staff };
}

async function create({ t, member }: Setup, note = 'Two posters'): Promise<string> {
  const response = await t.inject({
    method: 'POST',
    url: '/api/samples',
    cookie: member.cookie,
    payload: { note },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().code;
}

const page = (s: Setup, code: string, cookie = s.member.cookie) =>
  s.t.inject({ method: 'GET', url: `/api/samples/${code}`, cookie });

const staffPage = (s: Setup, code: string) =>
  s.t.inject({ method: 'GET', url: `/api/staff/requests/sample/${code}`, cookie: s.staff.cookie });

const move = (s: Setup, code: string, to: string, reason?: string) =>
  s.t.inject({
    method: 'POST',
    url: `/api/staff/requests/sample/${code}/move`,
    cookie: s.staff.cookie,
    payload: { to, reason },
  });

describe('a kind with only a machine and a body schema', () => {
  it('creates with a record code, lists, shows and edits the member’s own requests, kept on the scaffold', async () => {
    const s = await setup();
    const code = await create(s);
    // The test clock is 2026-03-01T09:00Z: the kind's prefix, the Korean day, the first of the day.
    expect(code).toBe('SP2603010001');
    const refused = await s.t.inject({
      method: 'POST',
      url: '/api/samples',
      cookie: s.member.cookie,
      payload: { note: ' ' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toMatchObject({ note: 'Note is required' });

    const list = await s.t.inject({ method: 'GET', url: '/api/samples', cookie: s.member.cookie });
    expect(list.json()).toEqual({
      content: [
        {
          code,
          status: 'SMP01',
          statusLabel: 'Asked',
          createdAt: '2026-03-01T09:00:00.000Z',
          body: { note: 'Two posters' },
        },
      ],
      currentPage: 1,
      totalPages: 1,
      totalElements: 1,
    });
    const unknownStatus = await s.t.inject({
      method: 'GET',
      url: '/api/samples?status=SCOM01',
      cookie: s.member.cookie,
    });
    expect(unknownStatus.statusCode).toBe(400);

    const edited = await s.t.inject({
      method: 'PATCH',
      url: `/api/samples/${code}`,
      cookie: s.member.cookie,
      payload: { note: 'Three posters' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await page(s, code)).json()).toMatchObject({
      code,
      status: 'SMP01',
      editable: true,
      cancellable: true,
      body: { note: 'Three posters' },
      history: [{ fromStatus: null, toStatus: 'SMP01', toLabel: 'Asked', actor: 'member', reason: null }],
    });
  });

  it('answers 404 to another member for the page, the edit and the cancel, and lists none of it', async () => {
    const s = await setup();
    const code = await create(s);
    expect((await page(s, code, s.other.cookie)).statusCode).toBe(404);
    const edit = await s.t.inject({
      method: 'PATCH',
      url: `/api/samples/${code}`,
      cookie: s.other.cookie,
      payload: { note: 'Mine now' },
    });
    expect(edit.statusCode).toBe(404);
    const cancel = await s.t.inject({
      method: 'POST',
      url: `/api/samples/${code}/cancel`,
      cookie: s.other.cookie,
    });
    expect(cancel.statusCode).toBe(404);
    const list = await s.t.inject({ method: 'GET', url: '/api/samples', cookie: s.other.cookie });
    expect(list.json().totalElements).toBe(0);
    // Staff routes are staff's only.
    const queue = await s.t.inject({
      method: 'GET',
      url: '/api/staff/requests/sample',
      cookie: s.member.cookie,
    });
    expect(queue.statusCode).toBe(404);
    expect((await page(s, code)).json().body).toEqual({ note: 'Two posters' });
  });

  it('gives staff the queue and the page in the staff envelope, and moves it guarded, with history and a notice', async () => {
    const s = await setup();
    const code = await create(s);
    const queue = await s.t.inject({
      method: 'GET',
      url: '/api/staff/requests/sample?search=Minji',
      cookie: s.staff.cookie,
    });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json()).toMatchObject({
      content: [{ code, status: 'SMP01', statusLabel: 'Asked', member: { name: 'Minji Kim' }, summary: '' }],
      totalElements: 1,
      counts: [
        { status: 'SMP01', label: 'Asked', count: 1 },
        { status: 'SMP02', label: 'Done', count: 0 },
        { status: 'SMP09', label: 'Cancelled', count: 0 },
      ],
    });
    const detail = await staffPage(s, code);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      code,
      body: { note: 'Two posters' },
      member: { code: s.member.code, name: 'Minji Kim', email: s.member.email },
      actions: [
        { to: 'SMP02', action: 'Finish' },
        { to: 'SMP09', action: 'Cancel' },
      ],
      history: [{ toStatus: 'SMP01' }],
    });

    const moved = await move(s, code, 'SMP02', 'Packed');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'SMP02',
      actions: [],
      history: [{}, { toStatus: 'SMP02' }],
    });
    expect(await s.t.latestMailTo(s.member.email)).toMatchObject({ subject: `[sample] ${code}: Done` });
    expect((await s.t.latestMailTo(s.member.email))?.textBody).toContain('Reason: Packed');

    // Not in the table from here: 409 saying why; the member can no longer edit it.
    const again = await move(s, code, 'SMP09');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request is done: it cannot be changed this way (cancel).');
    const edit = await s.t.inject({
      method: 'PATCH',
      url: `/api/samples/${code}`,
      cookie: s.member.cookie,
      payload: { note: 'Too late' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('This request is done and can no longer be edited.');
    expect((await staffPage(s, 'SP0000000000')).statusCode).toBe(404);
  });

  it('cancels by staff with the reason the member is told, and by the member', async () => {
    const s = await setup();
    const first = await create(s);
    const second = await create(s, 'A poster');
    const cancelled = await s.t.inject({
      method: 'POST',
      url: `/api/staff/requests/sample/${first}/cancel`,
      cookie: s.staff.cookie,
      payload: { reason: 'Out of stock' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect((await page(s, first)).json()).toMatchObject({
      status: 'SMP09',
      cancellable: false,
      editable: false,
    });
    const mail = await s.t.latestMailTo(s.member.email);
    expect(mail?.subject).toBe(`[sample] ${first}: Cancelled`);
    expect(mail?.textBody).toContain('Reason: Out of stock');

    const own = await s.t.inject({
      method: 'POST',
      url: `/api/samples/${second}/cancel`,
      cookie: s.member.cookie,
    });
    expect(own.statusCode, own.body).toBe(204);
    expect((await page(s, second)).json()).toMatchObject({
      status: 'SMP09',
      history: [{ actor: 'member' }, { actor: 'member', toStatus: 'SMP09' }],
    });
    const twice = await s.t.inject({
      method: 'POST',
      url: `/api/samples/${second}/cancel`,
      cookie: s.member.cookie,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('makes one of many simultaneous moves: the others are 409s and the history has one row', async () => {
    const s = await setup();
    const code = await create(s);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        index % 2 === 0 ? move(s, code, 'SMP02') : move(s, code, 'SMP09'),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(7);
    expect((await page(s, code)).json().history).toHaveLength(2);
  });

  it('serves a kind’s own steps at /{step} and at today’s path, to staff only, outside `from` a 409, 404 for no such code', async () => {
    const steppedKind = defineRequestKind({
      machine: sampleMachine,
      member: sampleKind.member,
      staff: {
        steps: [
          staffStep({
            name: 'finish',
            alias: '/samples/:code/finish',
            from: ['SMP01'],
            action: 'Finish',
            body: z.object({ reason: z.string().min(1, 'Reason is required') }),
            run: (context, request, { body, staff }) =>
              context.db.transaction((tx) =>
                transition(context, tx, sampleMachine, request, {
                  to: 'SMP02',
                  actor: 'staff',
                  actorMemberId: staff.memberId,
                  reason: body.reason,
                  now: context.clock.now(),
                }),
              ),
          }),
        ],
      },
    });
    const t = await start({}, { requestKinds: [...requestKinds, steppedKind] });
    const [member, staff] = await Promise.all([t.createMember(), createMemberWithRole(t, 'staff')]);
    const s = { t, member, other: member, staff };
    const code = await create(s);
    const urls = [`/api/staff/requests/sample/${code}/finish`, `/api/staff/samples/${code}/finish`];
    for (const url of urls) {
      for (const cookie of [member.cookie, undefined]) {
        const refused = await t.inject({ method: 'POST', url, cookie, payload: { reason: 'Done' } });
        expect(refused.statusCode, url).toBe(404);
      }
    }
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/staff/requests/sample/SP2603019999/finish',
      cookie: staff.cookie,
      payload: { reason: 'Done' },
    });
    expect(unknown.statusCode).toBe(404);
    const invalid = await t.inject({ method: 'POST', url: urls[1], cookie: staff.cookie, payload: {} });
    expect(invalid.statusCode).toBe(400);
    const done = await t.inject({
      method: 'POST',
      url: urls[1],
      cookie: staff.cookie,
      payload: { reason: 'Done' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      code,
      status: 'SMP02',
      actions: [],
      history: [{}, { reason: 'Done' }],
    });
    const again = await t.inject({
      method: 'POST',
      url: urls[0],
      cookie: staff.cookie,
      payload: { reason: 'x' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request is done: it cannot be changed this way (finish).');
    // The scaffold's generic move is only for kinds with no steps of their own.
    const move = await t.inject({
      method: 'POST',
      url: `/api/staff/requests/sample/${code}/move`,
      cookie: staff.cookie,
      payload: { to: 'SMP09' },
    });
    expect(move.statusCode).toBe(404);
  });

  it('sorts the staff queue by the whitelisted columns either way, and refuses any other sort with a 400', async () => {
    const s = await setup();
    const aram = await s.t.createMember({ firstName: 'Aram', lastName: 'Lee' });
    const first = await create(s);
    const second = await create({ ...s, member: aram });
    const third = await create(s);
    expect((await move(s, second, 'SMP02')).statusCode).toBe(200);
    const codes = async (sort: string) => {
      const queue = await s.t.inject({
        method: 'GET',
        url: `/api/staff/requests/sample${sort ? `?sort=${sort}` : ''}`,
        cookie: s.staff.cookie,
      });
      expect(queue.statusCode, queue.body).toBe(200);
      return queue.json().content.map((row: { code: string }) => row.code);
    };
    expect(await codes('')).toEqual([third, second, first]);
    expect(await codes('createdAt,desc')).toEqual([third, second, first]);
    expect(await codes('createdAt,asc')).toEqual([first, second, third]);
    expect(await codes('code,asc')).toEqual([first, second, third]);
    expect(await codes('code,desc')).toEqual([third, second, first]);
    // Among equals, the newest first.
    expect(await codes('status,desc')).toEqual([second, third, first]);
    expect(await codes('status,asc')).toEqual([third, first, second]);
    expect(await codes('member,asc')).toEqual([second, third, first]);
    expect(await codes('member,desc')).toEqual([third, first, second]);
    // A kind that gives no amount as SQL has none to sort by.
    const byAmount = await s.t.inject({
      method: 'GET',
      url: '/api/staff/requests/sample?sort=amount,desc',
      cookie: s.staff.cookie,
    });
    expect(byAmount.statusCode).toBe(400);
    expect(byAmount.json().message).toBe(staffQueueNoAmountMessage);
    for (const sort of ['amount', 'createdAt', 'code,up', 'body,asc;drop']) {
      const refused = await s.t.inject({
        method: 'GET',
        url: `/api/staff/requests/sample?sort=${encodeURIComponent(sort)}`,
        cookie: s.staff.cookie,
      });
      expect(refused.statusCode, sort).toBe(400);
      expect(refused.json().message).toContain(staffQueueSortMessage);
    }
  });
});

describe('the kinds whose queues sort by amount', () => {
  it('are those the domain says sortsByAmount (the web offers the sort), each showing amounts', () => {
    for (const kind of requestKinds) {
      const config = requestKind(kind.machine.kind);
      expect(Boolean(kind.staff?.amountSql), kind.machine.kind).toBe(config?.sortsByAmount === true);
      if (config?.sortsByAmount) expect(config.amounts, kind.machine.kind).not.toBe(false);
    }
    expect(requestKinds.filter((kind) => kind.staff?.amountSql).map((kind) => kind.machine.kind)).toEqual([
      'incoming',
      'ofm',
      'order',
      'unboxing',
      'split',
    ]);
  });
});
