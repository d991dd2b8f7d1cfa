import { describe, expect, it } from 'vitest';
import { movesFrom } from '../requests/status-machines.ts';
import {
  canEditItems,
  disposalBlocker,
  goneStatuses,
  isExisting,
  packageMachine,
  storageCountdown,
  storageReminderDue,
  storedStatuses,
  unboxingButton,
} from './package-statuses.ts';

const kst = (date: string, time = '12:00') => new Date(`${date}T${time}:00+09:00`);

describe('packageMachine', () => {
  const statuses = Object.keys(packageMachine.statuses);

  it('moves only between known statuses', () => {
    for (const move of packageMachine.transitions) {
      expect(statuses).toContain(move.from);
      expect(statuses).toContain(move.to);
    }
  });

  it('reaches every status from arrival or the pool', () => {
    const reached = new Set<string>(['ARRIVED', 'UNCLAIMED', 'PARTIALLY_ARRIVED']);
    for (let round = 0; round < statuses.length; round++) {
      for (const move of packageMachine.transitions) if (reached.has(move.from)) reached.add(move.to);
    }
    expect([...reached].sort()).toEqual([...statuses].sort());
  });

  it('lets nothing leave a package that is gone', () => {
    for (const gone of goneStatuses.filter((status) => status !== 'SHIPPED')) {
      expect(packageMachine.transitions.filter((move) => move.from === gone)).toEqual([]);
    }
    expect(packageMachine.transitions.filter((move) => move.from === 'SHIPPED')).toEqual([]);
  });

  it('lets a member only request and cancel an unboxing', () => {
    const memberMoves = packageMachine.transitions.filter((move) => move.by.includes('member'));
    expect(new Set(memberMoves.map((move) => move.action))).toEqual(
      new Set(['Request unboxing', 'Cancel unboxing']),
    );
  });

  it('gives a pool parcel away or disposes of it, nothing else', () => {
    expect(movesFrom(packageMachine, 'UNCLAIMED', 'staff').map((move) => move.to)).toEqual([
      'ARRIVED',
      'DISPOSED',
    ]);
  });

  it('lets an OFM package awaiting receipt only be received at the desk (staff) or go back by its undo (decision 027)', () => {
    expect(movesFrom(packageMachine, 'AWAITING_RECEIPT', 'staff').map((move) => move.to)).toEqual([
      'ARRIVED',
    ]);
    expect(movesFrom(packageMachine, 'AWAITING_RECEIPT', 'member')).toEqual([]);
    expect(storedStatuses).not.toContain('AWAITING_RECEIPT');
    expect(packageMachine.statuses.AWAITING_RECEIPT).toBe('Awaiting receipt');
  });

  it('hides shipped, consumed and disposed packages from "Show only existing"', () => {
    expect(isExisting('ARRIVED')).toBe(true);
    expect(isExisting('PACKED')).toBe(true);
    expect(isExisting('SHIPPED')).toBe(false);
    expect(isExisting('CONSUMED')).toBe(false);
    expect(isExisting('DISPOSED')).toBe(false);
  });
});

describe('storageCountdown', () => {
  const startedAt = kst('2026-01-01', '15:00');

  it('counts the arrival day as day 1 with 45 days left to it (day 0 of the countdown)', () => {
    const countdown = storageCountdown({ startedAt, now: kst('2026-01-01', '23:59') });
    expect(countdown).toMatchObject({ daysStored: 1, freeDays: 45, daysLeft: 44, warning: false, feeKrw: 0 });
    expect(countdown.lastFreeDay).toBe('2026-02-14');
  });

  it('turns the day at Korean midnight, not UTC midnight', () => {
    // 23:59 KST on 1 Jan is 14:59 UTC; 00:00 KST on 2 Jan is 15:00 UTC the same UTC day.
    expect(storageCountdown({ startedAt, now: kst('2026-01-01', '23:59') }).daysStored).toBe(1);
    expect(storageCountdown({ startedAt, now: kst('2026-01-02', '00:00') }).daysStored).toBe(2);
  });

  it('warns from 7 days before the end', () => {
    expect(storageCountdown({ startedAt, now: kst('2026-02-06') })).toMatchObject({
      daysLeft: 8,
      warning: false,
    });
    expect(storageCountdown({ startedAt, now: kst('2026-02-07') })).toMatchObject({
      daysLeft: 7,
      warning: true,
    });
  });

  it('charges nothing on the last free day and ₩1,500 from the first fee day', () => {
    expect(storageCountdown({ startedAt, now: kst('2026-02-14', '23:59') })).toMatchObject({
      daysStored: 45,
      daysLeft: 0,
      feeKrw: 0,
      warning: true,
    });
    expect(storageCountdown({ startedAt, now: kst('2026-02-15', '00:00') })).toMatchObject({
      daysStored: 46,
      daysLeft: -1,
      chargeableDays: 1,
      feeKrw: 1_500,
    });
  });

  it("uses the package's own free days and stops at the end of storage", () => {
    const own = storageCountdown({ startedAt, freeDays: 10, now: kst('2026-01-12') });
    expect(own).toMatchObject({ daysStored: 12, daysLeft: -2, feeKrw: 3_000, lastFreeDay: '2026-01-10' });
    const ended = storageCountdown({ startedAt, endedAt: kst('2026-01-05'), now: kst('2026-06-01') });
    expect(ended).toMatchObject({ daysStored: 5, feeKrw: 0 });
  });
});

describe('storageReminderDue', () => {
  it('is due at 7 days left, 1 day left and from the first fee day', () => {
    expect(storageReminderDue({ daysLeft: 8 })).toBeUndefined();
    expect(storageReminderDue({ daysLeft: 7 })).toBe('STORAGE_7_DAYS');
    expect(storageReminderDue({ daysLeft: 2 })).toBe('STORAGE_7_DAYS');
    expect(storageReminderDue({ daysLeft: 1 })).toBe('STORAGE_1_DAY');
    expect(storageReminderDue({ daysLeft: 0 })).toBe('STORAGE_1_DAY');
    expect(storageReminderDue({ daysLeft: -1 })).toBe('STORAGE_FEE_STARTED');
    expect(storageReminderDue({ daysLeft: -40 })).toBe('STORAGE_FEE_STARTED');
  });
});

describe('disposalBlocker', () => {
  const all = ['STORAGE_7_DAYS', 'STORAGE_1_DAY', 'STORAGE_FEE_STARTED'];

  it('refuses until the fee-started notice is recorded and 90 fee days have passed', () => {
    expect(
      disposalBlocker({
        hasMember: true,
        countdown: { daysLeft: -200, daysStored: 245 },
        recordedNotices: [],
      }),
    ).toMatch(/has not been told yet that the storage fee started/);
    expect(
      disposalBlocker({
        hasMember: true,
        countdown: { daysLeft: -89, daysStored: 134 },
        recordedNotices: all,
      }),
    ).toMatch(/90 days after its free storage ended/);
    expect(
      disposalBlocker({
        hasMember: true,
        countdown: { daysLeft: -90, daysStored: 135 },
        recordedNotices: all,
      }),
    ).toBeUndefined();
  });

  it('lets a pool parcel go after 90 days', () => {
    expect(
      disposalBlocker({ hasMember: false, countdown: { daysLeft: 0, daysStored: 90 }, recordedNotices: [] }),
    ).toBeDefined();
    expect(
      disposalBlocker({ hasMember: false, countdown: { daysLeft: 0, daysStored: 91 }, recordedNotices: [] }),
    ).toBeUndefined();
  });
});

describe('unboxingButton', () => {
  const base = { type: 'R', status: 'ARRIVED', videoCount: 0, tags: [] as string[] };

  it('offers Request on an arrived R or M package without video', () => {
    expect(unboxingButton(base)).toEqual({ label: 'Request', mode: 'request' });
    expect(unboxingButton({ ...base, type: 'M' })).toEqual({ label: 'Request', mode: 'request' });
  });

  it('shows FREE for BUNJANG-tagged packages', () => {
    expect(unboxingButton({ ...base, tags: ['BUNJANG'] })?.label).toBe('FREE');
  });

  it('adds the hint on a partially arrived package', () => {
    expect(unboxingButton({ ...base, status: 'PARTIALLY_ARRIVED' })).toEqual({
      label: 'Request',
      mode: 'request',
      hint: 'Please request unboxing to update the item information correctly.',
    });
  });

  it('offers Cancel Request while requested or in progress', () => {
    expect(unboxingButton({ ...base, status: 'UNBOXING_REQUEST' })).toEqual({
      label: 'Cancel Request',
      mode: 'view',
    });
    expect(unboxingButton({ ...base, status: 'UNBOXING_PROCESSING' })?.label).toBe('Cancel Request');
  });

  it('offers nothing for other types, other statuses or a package with a video', () => {
    for (const type of ['T', 'L', 'F']) expect(unboxingButton({ ...base, type })).toBeUndefined();
    expect(unboxingButton({ ...base, status: 'PACKED' })).toBeUndefined();
    expect(unboxingButton({ ...base, videoCount: 1 })).toBeUndefined();
  });
});

describe('package actions', () => {
  it('edits items only in ARRIVED or PACKED, for R and T with a source', () => {
    expect(canEditItems({ type: 'R', status: 'ARRIVED', hasSource: true })).toBe(true);
    expect(canEditItems({ type: 'T', status: 'PACKED', hasSource: true })).toBe(true);
    expect(canEditItems({ type: 'R', status: 'ARRIVED', hasSource: false })).toBe(false);
    expect(canEditItems({ type: 'M', status: 'ARRIVED', hasSource: true })).toBe(false);
    expect(canEditItems({ type: 'R', status: 'UNBOXING_REQUEST', hasSource: true })).toBe(false);
  });
});
