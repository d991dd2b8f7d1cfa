/**
 * The codes of a label record, in the order it lists them (string keys that are not array indexes keep their
 * insertion order), so a code list and its labels are written once: `const fooLabels = { A: 'Alpha', B: 'Beta' };
 * const foos = codesOf(fooLabels);` gives `['A', 'B']`, typed as a tuple `z.enum` takes.
 */
export function codesOf<Code extends string>(labels: Record<Code, string>): readonly [Code, ...Code[]] {
  return Object.keys(labels) as [Code, ...Code[]];
}

/** A label record as a code list answers it: `{ code, label }` entries, in the record's order. */
export function codeEntriesOf(labels: Readonly<Record<string, string>>): { code: string; label: string }[] {
  return Object.entries(labels).map(([code, label]) => ({ code, label }));
}
