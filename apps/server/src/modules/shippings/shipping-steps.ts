/**
 * Staff's steps of a shipping (each a move with history and the member's notice): `prepare` (SCSH03 → SCSH04, a note
 * for the member) and `ship` (SCSH04 → SCSH05, the carrier it left with and its tracking number: the box SHIPPING →
 * SHIPPED, and the packages packed into it PACKED → SHIPPED, so each shows where it went). What staff wrote is kept
 * with the request (`shipment`, beside the member's body, which can no longer be edited once paid).
 */
import type { Transaction } from '@fanship/db/client';
import { shippingPrepareSchema, shippingShipSchema } from '@fanship/domain/warehouse/shipping';
import type { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { lockPackages, movePackage } from '../packages/index.ts';
import {
  moveRequest,
  type RequestKindDefinition,
  type RequestRow,
  type StaffStep,
  staffStep,
  updateRequestBody,
} from '../requests/index.ts';
import { shippingBoxes } from './shipping-boxes.repository.ts';
import { childStatuses, loadLineage } from './shipping-fees.repository.ts';

/** What staff recorded of a shipment, kept on the request's body under `shipment`. */
export type Shipment = { managerNote?: string | null; carrier?: string; trackingNo?: string };

export function shipmentOf(request: Pick<RequestRow, 'body'>): Shipment {
  return ((request.body as { shipment?: Shipment } | null)?.shipment ?? {}) as Shipment;
}

async function recordShipment(tx: Transaction, request: RequestRow, shipment: Shipment, now: Date) {
  const body = (request.body ?? {}) as Record<string, unknown>;
  await updateRequestBody(
    tx,
    request.id,
    { ...body, shipment: { ...shipmentOf(request), ...shipment } },
    now,
  );
}

/**
 * The box and the packages packed into it leave the warehouse: a PACKED package of its lineage ships once every box
 * made from it has left (a packing that made several boxes from the same packages keeps them until the last ships).
 */
async function shipPackages(tx: Transaction, request: RequestRow, note: string, staffId: number, now: Date) {
  const box = (await shippingBoxes(tx, [request.id])).get(request.id);
  if (!box) return;
  const lineage = await loadLineage(tx, box.id);
  const locked = await lockPackages(
    tx,
    lineage.rows.map((row) => row.code),
    request.memberId,
  );
  const children = await childStatuses(
    tx,
    locked.map((pkg) => pkg.id),
  );
  const gone = (child: { id: number; status: string }) =>
    child.id === box.id || child.status === 'SHIPPED' || child.status === 'CONSUMED';
  for (const pkg of locked) {
    const ships =
      pkg.id === box.id
        ? pkg.status === 'SHIPPING'
        : pkg.status === 'PACKED' && children.filter((child) => child.parent === pkg.id).every(gone);
    if (!ships) continue;
    await movePackage(tx, pkg, {
      to: 'SHIPPED',
      actor: pkg.id === box.id ? 'staff' : 'system',
      actorMemberId: staffId,
      note,
      now,
    });
  }
}

export function shippingSteps(kind: () => RequestKindDefinition): StaffStep[] {
  return [
    staffStep({
      name: 'prepare',
      body: shippingPrepareSchema,
      run: (context: AppContext, request, { staff, body }) =>
        moveRequest(context, kind(), request, {
          to: 'SCSH04',
          reason: null,
          staff,
          after: (tx, moved, now) =>
            recordShipment(tx, moved, { managerNote: body.managerNote ?? null }, now),
        }),
    }),
    staffStep({
      name: 'ship',
      body: shippingShipSchema,
      run: (context: AppContext, request, { staff, body }) => {
        const values = body as z.output<typeof shippingShipSchema>;
        return moveRequest(context, kind(), request, {
          to: 'SCSH05',
          reason: null,
          staff,
          after: async (tx, moved, now) => {
            const note = `${moved.code}: shipped with ${values.carrier} ${values.trackingNo}`;
            await shipPackages(tx, moved, note, staff.memberId, now);
            const { carrier, trackingNo } = values;
            const managerNote = values.managerNote ?? shipmentOf(moved).managerNote ?? null;
            await recordShipment(tx, moved, { carrier, trackingNo, managerNote }, now);
          },
        });
      },
    }),
  ];
}
