/**
 * The views a package service's answers are made from: for a page of requests at once, each request's body, the
 * packages it names (targets, resources; by code and with their weights and items) and made (results), and the fee
 * lines it wrote.
 */
import type { Database, Transaction } from '@fanship/db/client';
import { statusLabel } from '@fanship/domain/requests/status-machines';
import { type ForwardingPackage, forwardingItemType } from '@fanship/domain/warehouse/forwarding-fields';
import type { ResultPackage, StaffPackageRef } from '@fanship/domain/warehouse/package-services';
import { type PackageType, packageMachine } from '@fanship/domain/warehouse/package-statuses';
import { notFound } from '../../lib/app-error.ts';
import { findPackage, listPackageItems, type PackageItemRow, type PackageRow } from '../packages/index.ts';
import type { RequestRow } from '../requests/index.ts';
import {
  itemSummary,
  type LinkedPackage,
  listLinkedPackages,
  listServiceFees,
} from './package-links.repository.ts';
import type { PackageServiceView } from './package-service-spec.ts';

/** What every answer shows of a package a request names or made: its code, type, status and size. */
function packageHead(pkg: PackageRow) {
  return {
    code: pkg.code,
    type: pkg.type as PackageType,
    status: pkg.status,
    statusLabel: statusLabel(packageMachine, pkg.status),
    weightGrams: pkg.weightGrams,
    widthTenths: pkg.widthTenths,
    lengthTenths: pkg.lengthTenths,
    heightTenths: pkg.heightTenths,
  };
}

const toResult = (link: LinkedPackage): ResultPackage => ({ ...packageHead(link.pkg), name: link.pkg.name });

/** A package a request takes, with its weight and items (an M package's items are OFM goods). */
function toTaken(pkg: PackageRow, items: readonly PackageItemRow[]): ForwardingPackage {
  const type = forwardingItemType(pkg.type);
  return {
    code: pkg.code,
    weightGrams: pkg.weightGrams,
    items: items
      .filter((item) => item.packageId === pkg.id)
      .map((item) => ({ name: item.name, type, quantity: item.quantity, unitPrice: item.unitPriceKrw })),
  };
}

/** The views of `requests`, in their order. */
export async function loadViews<Body>(
  db: Database | Transaction,
  requests: readonly RequestRow[],
): Promise<PackageServiceView<Body>[]> {
  const [links, fees] = await Promise.all([
    listLinkedPackages(
      db,
      requests.map((request) => request.id),
    ),
    listServiceFees(
      db,
      requests.map((request) => request.code),
    ),
  ]);
  const items = await listPackageItems(
    db,
    links.filter((link) => link.role !== 'RESULT').map((link) => link.pkg.id),
  );
  return requests.map((request) => {
    const own = links.filter((link) => link.requestId === request.id);
    const taken = (role: LinkedPackage['role']) =>
      own.filter((link) => link.role === role).map((link) => link.pkg);
    return {
      request,
      body: request.body as Body,
      targets: taken('TARGET').map((pkg) => ({ code: pkg.code })),
      resources: taken('RESOURCE').map((pkg) => ({ code: pkg.code })),
      targetPackages: taken('TARGET').map((pkg) => toTaken(pkg, items)),
      resourcePackages: taken('RESOURCE').map((pkg) => toTaken(pkg, items)),
      results: own.filter((link) => link.role === 'RESULT').map(toResult),
      fees: fees
        .filter((fee) => fee.originCode === request.code)
        .map(({ originCode: _origin, ...fee }) => fee),
    };
  });
}

/** The view of one request. */
export async function loadView<Body>(
  db: Database | Transaction,
  request: RequestRow,
): Promise<PackageServiceView<Body>> {
  const [view] = await loadViews<Body>(db, [request]);
  return view as PackageServiceView<Body>;
}

/** A package a request names, as the staff page shows it (404 when it is gone). */
export async function staffPackageRef(db: Database, code: string): Promise<StaffPackageRef> {
  const pkg = await findPackage(db, code);
  if (!pkg) throw notFound();
  return { ...packageHead(pkg), ...(await itemSummary(db, pkg.id)) };
}
