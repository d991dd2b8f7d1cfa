import { describe, expect, it } from 'vitest';
import { intakeUndoBlocker, intakeUndoMessages, undoUntil } from './intake-shift.ts';

const receivedAt = new Date('2026-11-26T01:00:00Z');
const base = {
  receivedBy: 7,
  staffMemberId: 7,
  receivedAt,
  now: new Date('2026-11-26T01:04:59Z'),
  isLastOfWorker: true,
  untouched: true,
};

describe('undoing a receive at the desk', () => {
  it('is allowed to its worker within 5 minutes when nothing else happened', () => {
    expect(intakeUndoBlocker(base)).toBeUndefined();
    expect(intakeUndoBlocker({ ...base, now: undoUntil(receivedAt) })).toBeUndefined();
  });

  it('is refused after 5 minutes, to another worker, after another change, or for an earlier parcel', () => {
    expect(intakeUndoBlocker({ ...base, now: new Date(undoUntil(receivedAt).getTime() + 1) })).toBe(
      intakeUndoMessages.tooLate,
    );
    expect(intakeUndoBlocker({ ...base, staffMemberId: 8 })).toBe(intakeUndoMessages.otherWorker);
    expect(intakeUndoBlocker({ ...base, receivedBy: null })).toBe(intakeUndoMessages.otherWorker);
    expect(intakeUndoBlocker({ ...base, untouched: false })).toBe(intakeUndoMessages.changed);
    expect(intakeUndoBlocker({ ...base, isLastOfWorker: false })).toBe(intakeUndoMessages.notLast);
  });
});
