import { describe, expect, it } from 'vitest';
import {
  findTransition,
  isCancellable,
  isSelectable,
  machineOfStatus,
  movesFrom,
  ofmMachine,
  orderMachine,
  type StatusMachine,
  statusLabel,
  statusMachines,
  statusTone,
} from './status-machines.ts';

const machines = Object.values(statusMachines) as StatusMachine[];

/** The statuses reachable from the initial one by any actor's moves. */
function reachable(machine: StatusMachine): Set<string> {
  const seen = new Set([machine.initial]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const transition of machine.transitions) {
      if (seen.has(transition.from) && !seen.has(transition.to)) {
        seen.add(transition.to);
        grew = true;
      }
    }
  }
  return seen;
}

describe.each(machines.map((machine) => [machine.kind, machine] as const))(
  'the %s status table',
  (_kind, machine) => {
    const statuses = Object.keys(machine.statuses);

    it('starts at its first status and reaches every status from there', () => {
      expect(statuses[0]).toBe(machine.initial);
      expect([...reachable(machine)].sort()).toEqual([...statuses].sort());
    });

    it('moves only between its own statuses, each move once and made by someone', () => {
      const moves = machine.transitions.map((transition) => `${transition.from}>${transition.to}`);
      expect(new Set(moves).size).toBe(moves.length);
      for (const transition of machine.transitions) {
        expect(statuses).toContain(transition.from);
        expect(statuses).toContain(transition.to);
        expect(transition.from).not.toBe(transition.to);
        expect(transition.by.length).toBeGreaterThan(0);
      }
    });

    it('lets the member edit and cancel only in the initial status, and nothing leaves a cancelled request', () => {
      expect(machine.editable.every((status) => status === machine.initial)).toBe(true);
      for (const status of statuses) {
        if (status !== machine.initial) expect(isCancellable(machine, status, 'member')).toBe(false);
      }
      const cancelled = statuses.filter((status) => status.endsWith('09'));
      expect(cancelled).toHaveLength(1);
      expect(movesFrom(machine, cancelled[0] as string, 'staff')).toEqual([]);
      expect(movesFrom(machine, cancelled[0] as string, 'system')).toEqual([]);
    });

    it('lets the member select for payment exactly the statuses a payment moves on', () => {
      // An invoice (order) is the payment itself, never a target selected into one.
      const targetMoves = machine.kind === 'order' ? [] : machine.transitions;
      const paidFrom = targetMoves
        .filter((transition) => transition.action === 'Payment confirmed' && transition.by.includes('system'))
        .map((transition) => transition.from)
        // A deposit waiting for confirmation is being paid already: not selected again.
        .filter(
          (status) => !machine.transitions.some((t) => t.to === status && t.action === 'Deposit submitted'),
        );
      expect([...machine.selectable].sort()).toEqual([...new Set(paidFrom)].sort());
    });
  },
);

describe('selection for payment', () => {
  it('offers an unpaid OFM request for payment, and nothing once it is paid or cancelled', () => {
    expect(isSelectable(ofmMachine, 'SCOM01')).toBe(true);
    for (const status of ['SCOM02', 'SCOM03', 'SCOM09', 'UNKNOWN'])
      expect(isSelectable(ofmMachine, status)).toBe(false);
  });
});

describe('moves by actor', () => {
  it('lets only the system mark an OFM request paid, and only staff record its purchase', () => {
    expect(findTransition(ofmMachine, 'SCOM01', 'SCOM03', 'system')?.action).toBe('Payment confirmed');
    expect(findTransition(ofmMachine, 'SCOM01', 'SCOM03', 'member')).toBeUndefined();
    expect(findTransition(ofmMachine, 'SCOM01', 'SCOM03', 'staff')).toBeUndefined();
    expect(findTransition(ofmMachine, 'SCOM03', 'SCOM04', 'staff')?.action).toBe('Record the purchase');
    expect(findTransition(ofmMachine, 'SCOM03', 'SCOM04', 'member')).toBeUndefined();
    // No skipping: a request awaiting payment cannot be completed.
    expect(findTransition(ofmMachine, 'SCOM01', 'SCOM11', 'staff')).toBeUndefined();
  });

  it('offers each actor its own moves: the member submits a deposit or cancels, staff reject a deposit', () => {
    expect(movesFrom(ofmMachine, 'SCOM01', 'member').map((move) => move.action)).toEqual([
      'Deposit submitted',
      'Cancel',
    ]);
    expect(findTransition(ofmMachine, 'SCOM01', 'SCOM02', 'system')).toBeUndefined();
    expect(isCancellable(ofmMachine, 'SCOM02', 'member')).toBe(false);
    expect(movesFrom(orderMachine, 'OR02', 'staff').map((move) => move.action)).toEqual([
      'Reject the deposit',
      'Confirm the deposit',
    ]);
  });

  it('labels statuses from the table, and shows an unknown one as its code', () => {
    expect(statusLabel(ofmMachine, 'SCOM02')).toBe('Payment pending confirmation');
    expect(statusLabel(ofmMachine, 'SCOM77')).toBe('SCOM77');
  });
});

describe('status tones', () => {
  it('gives each table its done and cancelled ends, every other status open', () => {
    expect(statusTone(ofmMachine, 'SCOM11')).toBe('done');
    expect(statusTone(ofmMachine, 'SCOM12')).toBe('done');
    expect(statusTone(ofmMachine, 'SCOM09')).toBe('cancelled');
    expect(statusTone(ofmMachine, 'SCOM03')).toBe('open');
    expect(statusTone(orderMachine, 'OR03')).toBe('done');
  });

  it.each(machines.map((machine) => [machine.kind, machine] as const))(
    'the %s table names a cancelled status, and every toned status is its own',
    (_kind, machine) => {
      const toned = Object.keys(machine.tones ?? {});
      expect(toned.every((status) => Object.hasOwn(machine.statuses, status))).toBe(true);
      expect(Object.values(machine.tones ?? {})).toContain('cancelled');
      expect(statusTone(machine, machine.initial)).toBe('open');
    },
  );

  it('finds the table of a status code, and none for a code no request has', () => {
    expect(machineOfStatus('SCUN03')?.kind).toBe('unboxing');
    expect(machineOfStatus('OR01')?.kind).toBe('order');
    expect(machineOfStatus('ARRIVED')).toBeUndefined();
  });
});
