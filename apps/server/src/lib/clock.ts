/** The source of the current time; tests pass one they can move forward. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** The time `seconds` after `date`. */
export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
