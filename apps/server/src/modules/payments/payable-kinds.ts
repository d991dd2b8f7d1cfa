import type { PayableKind } from '../../lib/payable-kind.ts';

export type { PayableKind };

/** Where the paying code reads the payable kinds: the app's context (what the app root handed in). */
export type PayableKinds = { payableKinds: readonly PayableKind[] };

export function payableKind(context: PayableKinds, type: string): PayableKind | undefined {
  return context.payableKinds.find((kind) => kind.type === type);
}
