/**
 * How a package service holds the member's packages (inside the request's create, edit and cancel transactions):
 * the named packages are locked in id order, each must be the member's (404), of a type the kind takes (400) and in
 * a status it takes (409); each moves to the kind's hold status along the package machine with a history row, and
 * is linked to the request; then the kind's own rule on what is named (`packages.check`, 400). An edit swaps what changed; a cancel lets every held package go back to ARRIVED and
 * cancels the request's own fee lines.
 */
import type { Transaction } from '@fanship/db/client';
import { statusLabel } from '@fanship/domain/requests/status-machines';
import { pauseStorage, resumeStorage } from '@fanship/domain/warehouse/forwarding-storage';
import { packageServiceMessages, type RecordResultsValues } from '@fanship/domain/warehouse/package-services';
import { type PackageStatus, packageMachine } from '@fanship/domain/warehouse/package-statuses';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { lockPackages, movePackage, type PackageRow } from '../packages/index.ts';
import { cancelOrdersOfCancelledFees } from '../payments/index.ts';
import type { RequestRow } from '../requests/index.ts';
import {
  cancelServiceFees,
  deleteLinks,
  insertLinks,
  type LinkedPackage,
  listLinkedPackages,
  moveLink,
  type PackageRole,
  releaseLinks,
} from './package-links.repository.ts';
import type { PackageRule, PackageServiceSpec } from './package-service-spec.ts';

/** The codes a body names, by role (what the kind reads off its body). */
type Named = { role: Exclude<PackageRole, 'RESULT'>; rule: PackageRule; codes: string[] };

function namedPackages<Body, Input extends RecordResultsValues>(
  spec: PackageServiceSpec<Body, Input>,
  body: Body,
): Named[] {
  const { target, resource } = spec.packages;
  const named: Named[] = [{ role: 'TARGET', rule: target, codes: target.codes(body) }];
  if (resource) named.push({ role: 'RESOURCE', rule: resource, codes: resource.codes(body) });
  const seen = new Set<string>();
  for (const { rule, codes } of named) {
    if (codes.length < rule.min)
      throw new AppError('BAD_REQUEST', packageServiceMessages.tooFewPackages(rule.min));
    if (codes.length > rule.max)
      throw new AppError('BAD_REQUEST', packageServiceMessages.tooManyPackages(rule.max));
    for (const code of codes) {
      if (seen.has(code)) throw new AppError('BAD_REQUEST', packageServiceMessages.duplicate(code));
      seen.add(code);
    }
  }
  return named;
}

/** Checks a package against its role's rule: the type (400), then the status (409). */
function assertTakeable(pkg: PackageRow, rule: PackageRule): void {
  if (!rule.types.includes(pkg.type as never)) {
    throw new AppError('BAD_REQUEST', packageServiceMessages.wrongType(pkg.code));
  }
  if (!rule.statuses.includes(pkg.status as PackageStatus)) {
    throw new AppError(
      'CONFLICT',
      packageServiceMessages.wrongStatus(pkg.code, statusLabel(packageMachine, pkg.status)),
    );
  }
}

/** A package's storage count as the domain's storage rules take it (null: the package does not count storage). */
function storagePeriod(pkg: PackageRow) {
  return pkg.storageStartedAt
    ? { startedAt: pkg.storageStartedAt, endedAt: pkg.storageEndedAt, freeDays: pkg.freeStorageDays ?? 0 }
    : null;
}

/** The storage columns a kind that pauses storage sets when it takes a package: the count stops now. */
function pausedStorage(pkg: PackageRow, now: Date): Pick<PackageRow, 'storageEndedAt'> | undefined {
  const period = storagePeriod(pkg);
  return period ? { storageEndedAt: pauseStorage(period, now).endedAt } : undefined;
}

/** ... and when it lets the package go: the count resumes where it stopped. */
function resumedStorage(pkg: PackageRow, now: Date) {
  const period = storagePeriod(pkg);
  if (!period) return undefined;
  const resumed = resumeStorage(period, now);
  return { storageStartedAt: resumed.startedAt, storageEndedAt: resumed.endedAt };
}

/**
 * Locks the packages of both the held and the newly named sets at once (id order), 404 when a named one is not the
 * member's; answers them by code.
 */
async function lockByCode(
  tx: Transaction,
  codes: string[],
  memberId: number,
): Promise<Map<string, PackageRow>> {
  const unique = [...new Set(codes)];
  const rows = await lockPackages(tx, unique, memberId);
  if (rows.length !== unique.length) throw notFound();
  return new Map(rows.map((row) => [row.code, row]));
}

/**
 * Holds what `body` names for `request` and lets go what it held and no longer names (a create holds nothing yet):
 * the request's create and edit hook.
 */
export async function holdNamedPackages<Body, Input extends RecordResultsValues>(
  spec: PackageServiceSpec<Body, Input>,
  tx: Transaction,
  request: RequestRow,
  body: Body,
  now: Date,
): Promise<void> {
  const named = namedPackages(spec, body);
  const held = (await listLinkedPackages(tx, [request.id])).filter(
    (link) => link.role !== 'RESULT' && link.releasedAt === null,
  );
  const locked = await lockByCode(
    tx,
    [...held.map((link) => link.pkg.code), ...named.flatMap((entry) => entry.codes)],
    request.memberId,
  );
  const keep = (link: LinkedPackage) =>
    named.some((entry) => entry.role === link.role && entry.codes.includes(link.pkg.code));
  const dropped = held.filter((link) => !keep(link));
  for (const link of dropped) {
    const pkg = locked.get(link.pkg.code) as PackageRow;
    // Kept current: a package the edit names again in another role is taken from where it now is.
    locked.set(pkg.code, await releasePackage(tx, pkg, spec, request, now, 'edited'));
  }
  await deleteLinks(
    tx,
    request.id,
    dropped.map((link) => link.pkg.id),
  );
  // Each newly named package takeable, then the kind's own rule, before anything is moved or linked: the rule
  // reads the packages under their locks, so a 400 of its own comes before the links' unique index would refuse.
  type Taking = { kept: number; position: number } | { pkg: PackageRow; position: number };
  const taking = named.map(({ role, rule, codes }) => ({
    role,
    entries: codes.flatMap((code, position): Taking[] => {
      const kept = held.find((link) => link.pkg.code === code && link.role === role);
      if (kept) return kept.position === position ? [] : [{ kept: kept.pkg.id, position }];
      const pkg = locked.get(code) as PackageRow;
      assertTakeable(pkg, rule);
      return [{ pkg, position }];
    }),
  }));
  const rowsOf = (role: Named['role']) =>
    named.find((entry) => entry.role === role)?.codes.map((code) => locked.get(code) as PackageRow) ?? [];
  const problem = await spec.packages.check?.({
    tx,
    request,
    body,
    targets: rowsOf('TARGET'),
    resources: rowsOf('RESOURCE'),
  });
  if (problem) throw new AppError('BAD_REQUEST', problem);
  for (const { role, entries } of taking) {
    const added: number[] = [];
    const positions: number[] = [];
    for (const entry of entries) {
      // Kept where the body now names it: answers list the packages in the member's order.
      if ('kept' in entry) {
        await moveLink(tx, request.id, entry.kept, entry.position);
        continue;
      }
      const { pkg } = entry;
      if (spec.packages.hold) {
        await movePackage(tx, pkg, {
          to: spec.packages.hold,
          actor: 'system',
          actorMemberId: request.memberId,
          note: `Taken by ${request.code}`,
          now,
          extra: spec.packages.pausesStorage ? pausedStorage(pkg, now) : undefined,
        });
      }
      added.push(pkg.id);
      positions.push(entry.position);
    }
    await insertLinks(tx, request.id, role, added, now, positions);
  }
}

/** Puts a held package back in the member's locker (ARRIVED), its storage counting again where it stopped. */
async function releasePackage<Body>(
  tx: Transaction,
  pkg: PackageRow,
  spec: PackageServiceSpec<Body>,
  request: RequestRow,
  now: Date,
  why: 'edited' | 'cancelled',
): Promise<PackageRow> {
  if (!spec.packages.hold || pkg.status !== spec.packages.hold) return pkg;
  const note = `Released: ${request.code} ${why}`;
  const extra = spec.packages.pausesStorage ? resumedStorage(pkg, now) : undefined;
  return movePackage(tx, pkg, { to: 'ARRIVED', actor: 'system', actorMemberId: null, note, now, extra });
}

/**
 * A cancelled request lets every package it held go back to ARRIVED and cancels its own unpaid fee lines (with any
 * open invoice holding them): the request's cancel hook, after its move.
 */
export async function releaseHeldPackages<Body, Input extends RecordResultsValues>(
  context: AppContext,
  spec: PackageServiceSpec<Body, Input>,
  tx: Transaction,
  request: RequestRow,
  now: Date,
): Promise<void> {
  const held = (await listLinkedPackages(tx, [request.id])).filter(
    (link) => link.role !== 'RESULT' && link.releasedAt === null,
  );
  const locked = await lockByCode(
    tx,
    held.map((link) => link.pkg.code),
    request.memberId,
  );
  for (const pkg of locked.values()) {
    await releasePackage(tx, pkg, spec, request, now, 'cancelled');
  }
  await releaseLinks(tx, request.id, now);
  const orders = await cancelServiceFees(tx, request.code, now);
  await cancelOrdersOfCancelledFees(context, tx, orders, now);
}
