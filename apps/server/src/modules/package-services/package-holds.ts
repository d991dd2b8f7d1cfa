/**
 * How a package service holds the member's packages (inside the request's create, edit and cancel transactions):
 * the named packages are locked in id order, each must be the member's (404), of a type the kind takes (400) and in
 * a status it takes (409); each moves to the kind's hold status along the package machine with a history row, and
 * is linked to the request. An edit swaps what changed; a cancel lets every held package go back to ARRIVED and
 * cancels the request's own fee lines.
 */
import type { Transaction } from '@fanship/db/client';
import { statusLabel } from '@fanship/domain/requests/status-machines';
import { packageServiceMessages } from '@fanship/domain/warehouse/package-services';
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
  type PackageRole,
  releaseLinks,
} from './package-links.repository.ts';
import type { PackageRule, PackageServiceSpec } from './package-service-spec.ts';

/** The codes a body names, by role (what the kind reads off its body). */
type Named = { role: Exclude<PackageRole, 'RESULT'>; rule: PackageRule; codes: string[] };

function namedPackages<Body>(spec: PackageServiceSpec<Body>, body: Body): Named[] {
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
export async function holdNamedPackages<Body>(
  spec: PackageServiceSpec<Body>,
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
    locked.set(pkg.code, await releasePackage(tx, pkg, spec.packages.hold, request, now, 'edited'));
  }
  await deleteLinks(
    tx,
    request.id,
    dropped.map((link) => link.pkg.id),
  );
  for (const { role, rule, codes } of named) {
    const added: number[] = [];
    for (const code of codes) {
      if (held.some((link) => link.pkg.code === code && link.role === role)) continue;
      const pkg = locked.get(code) as PackageRow;
      assertTakeable(pkg, rule);
      await movePackage(tx, pkg, {
        to: spec.packages.hold,
        actor: 'system',
        actorMemberId: request.memberId,
        note: `Taken by ${request.code}`,
        now,
      });
      added.push(pkg.id);
    }
    await insertLinks(tx, request.id, role, added, now);
  }
}

/** Puts a held package back in the member's locker (ARRIVED). */
async function releasePackage(
  tx: Transaction,
  pkg: PackageRow,
  hold: PackageStatus,
  request: RequestRow,
  now: Date,
  why: 'edited' | 'cancelled',
): Promise<PackageRow> {
  if (pkg.status !== hold) return pkg;
  const note = `Released: ${request.code} ${why}`;
  return movePackage(tx, pkg, { to: 'ARRIVED', actor: 'system', actorMemberId: null, note, now });
}

/**
 * A cancelled request lets every package it held go back to ARRIVED and cancels its own unpaid fee lines (with any
 * open invoice holding them): the request's cancel hook, after its move.
 */
export async function releaseHeldPackages<Body>(
  context: AppContext,
  spec: PackageServiceSpec<Body>,
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
    await releasePackage(tx, pkg, spec.packages.hold, request, now, 'cancelled');
  }
  await releaseLinks(tx, request.id, now);
  const orders = await cancelServiceFees(tx, request.code, now);
  await cancelOrdersOfCancelledFees(context, tx, orders, now);
}
