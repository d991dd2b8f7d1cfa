/**
 * The inclusion rules that need the request's packages (spec "forwarding and proxy purchase" §9 "Inclusion"; issue
 * 22: "priced per item with `requestOfmQty` checked against OFM-sourced packages"): the OFM albums the selected
 * packages hold, the fee by album size, and the texts of the inclusion page (§2).
 */
import { breakdown, type FeeBreakdown } from '../pricing/fee-line.ts';
import { type InclusionSize, inclusionFee } from '../pricing/service-fees.ts';
import { albumSize, keepOptionLabels } from './forwarding-code-lists.ts';
import { type InclusionRequestValues, inclusionAlbumCount, inclusionMessages } from './inclusion.ts';

/** A target package as the inclusion rules see it: its type (M: bought through our OFM) and its items. */
export type InclusionTargetPackage = { code: string; type: string; items: readonly { quantity: number }[] };

/** The albums the selected OFM packages (type M) hold: every item counts (OFM purchases carry no category). */
export function ofmAlbumsAvailable(packages: readonly InclusionTargetPackage[]): number {
  return packages
    .filter((pkg) => pkg.type === 'M')
    .reduce((sum, pkg) => sum + pkg.items.reduce((count, item) => count + item.quantity, 0), 0);
}

/** The server's check of `requestOfmQty` against the selected packages: a message, or undefined when it holds. */
export function ofmQuantityProblem(
  items: readonly { requestOfmQty: number }[],
  packages: readonly InclusionTargetPackage[],
): string | undefined {
  const claimed = items.reduce((sum, item) => sum + item.requestOfmQty, 0);
  const available = ofmAlbumsAvailable(packages);
  return claimed > available ? inclusionMessages.ofmOverPackages(available) : undefined;
}

/** The fee size an inclusion is priced by: POB for POB only, else its album type's size. */
export function inclusionSizeOf(request: { benefitOnly: boolean; albumType: string }): InclusionSize {
  if (request.benefitOnly) return 'POB';
  const size = albumSize(request.albumType);
  if (!size) throw new RangeError(`Unknown album type: ${request.albumType}`);
  return size;
}

/**
 * The inclusion's fee (spec §9 "Inclusion"): POB only per box, at the OFM price for boxes of type M; otherwise per
 * album by the album type's size, the `requestOfmQty` albums at the OFM price and the rest at the other price.
 */
export function inclusionRequestFee(
  request: Pick<InclusionRequestValues, 'benefitOnly' | 'albumType' | 'inclusionItems'>,
  packages: readonly Pick<InclusionTargetPackage, 'type'>[],
): FeeBreakdown {
  const size = inclusionSizeOf(request);
  const ofmCount = request.benefitOnly
    ? packages.filter((pkg) => pkg.type === 'M').length
    : request.inclusionItems.reduce((sum, item) => sum + item.requestOfmQty, 0);
  const total = request.benefitOnly ? packages.length : inclusionAlbumCount(request.inclusionItems);
  const part = (boughtThroughOfm: boolean, quantity: number) =>
    quantity > 0 ? inclusionFee({ boughtThroughOfm, albums: [{ size, quantity }] }).items : [];
  return breakdown([...part(true, ofmCount), ...part(false, total - ofmCount)]);
}

/** "Request Package" on the page: the first two codes, and '+N' for the others (spec §2). */
export function requestPackageText(codes: readonly string[]): string {
  const shown = codes.slice(0, 2).join(', ');
  return codes.length > 2 ? `${shown} +${codes.length - 2}` : shown;
}

/** "Inclusion Type" on the page: the keep options' labels joined by '/', or '-' for POB only (spec §2). */
export function inclusionTypeText(request: { benefitOnly: boolean; keepOptions: readonly string[] }): string {
  if (request.benefitOnly || request.keepOptions.length === 0) return '-';
  return request.keepOptions
    .map((code) =>
      Object.hasOwn(keepOptionLabels, code) ? keepOptionLabels[code as keyof typeof keepOptionLabels] : code,
    )
    .join('/');
}
