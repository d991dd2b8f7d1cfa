/**
 * The code lists of the forwarding services (spec "forwarding and proxy purchase" §3 "Server-supplied code lists":
 * inclusion statuses, album types, keep options, poster options, packing types, vacuum options, carrier codes), each
 * written once as a
 * label record (`codesOf` gives its codes for the contracts), served by `GET /api/code-lists` with the others
 * (`code-lists.ts`). The order is the order forms offer them.
 */
import { codeEntriesOf, codesOf } from '../code-list.ts';
import type { InclusionSize } from '../pricing/service-fees.ts';
import { inclusionMachine } from '../requests/status-machines.ts';

/** What kind of album an inclusion works on (its fee is priced by `albumTypeSizes`, spec §9 "Inclusion"). */
export const albumTypeLabels = {
  SMALL: 'Small (jewel case, digipack, platform, KiT)',
  STANDARD: 'Standard (photobook, mini album)',
  LARGE: 'Large (full album, box set, season’s greetings)',
};
export type AlbumTypeCode = keyof typeof albumTypeLabels;
export const albumTypeCodes = codesOf(albumTypeLabels);
/** The size each album type is priced at; POB only is priced per box whatever the album (`inclusionSizeOf`). */
export const albumTypeSizes: Record<AlbumTypeCode, InclusionSize> = { SMALL: 'S', STANDARD: 'M', LARGE: 'L' };

/** The fee size of an album type, or undefined for a code the list does not know. */
export function albumSize(albumType: string): InclusionSize | undefined {
  return Object.hasOwn(albumTypeSizes, albumType) ? albumTypeSizes[albumType as AlbumTypeCode] : undefined;
}

/** What the member keeps of each album ("Inclusion Type", a multi-select); the rest is taken out. */
export const keepOptionLabels = {
  PHOTOCARD: 'Photocards',
  POSTCARD: 'Postcards',
  STICKER: 'Stickers',
  FOLDED_POSTER: 'Folded posters',
  PHOTOBOOK: 'Photobook',
  CD: 'CD',
  LYRICS: 'Lyrics paper',
  OTHER: 'Other (see special requests)',
};
export const keepOptionCodes = codesOf(keepOptionLabels);

/** What happens to rolled posters (inclusion "Poster Rolls", packing "Poster Option"). */
export const posterOptionLabels = {
  NONE: 'No posters',
  KEEP_ROLLED: 'Keep rolled, in a tube',
  FOLD: 'Fold to fit the box',
  DISCARD: 'Discard posters',
};
export const posterOptionCodes = codesOf(posterOptionLabels);

/** Vacuum packing (₩6,500 per bag; the packer decides how many bags are worth it). */
export const vacuumOptionLabels = {
  NONE: 'No vacuum packing',
  SOFT_GOODS: 'Vacuum soft goods (clothing, plush)',
  PACKER_DECIDES: 'Vacuum where it saves space (the packer decides)',
};
export const vacuumOptionCodes = codesOf(vacuumOptionLabels);

/**
 * How a forwarding box is packed, which decides the carriers it may go with (`carrierOptionsForBox`): STANDARD
 * boxes get no K-Packet, KP boxes every carrier, DOMESTIC boxes only CJ (within Korea). The first enabled one is
 * the form's fallback (`settlePackingType`).
 */
export const packingTypeLabels = {
  STANDARD: 'Standard (express carriers)',
  KP: 'K-Packet (up to 2 kg)',
  DOMESTIC: 'Domestic (within Korea)',
};
export type PackingTypeCode = keyof typeof packingTypeLabels;
export const packingTypeCodes = codesOf(packingTypeLabels);

/** The carriers a box ships with, by the rate cards' service type (docs/domain.md "Shipping rates"). */
export const shippingCarrierLabels = {
  KP: 'K-Packet',
  EMS: 'EMS',
  DHL: 'DHL',
  FEDEX: 'FedEx',
  CJ: 'CJ Logistics (domestic)',
};

/** The forwarding lists as `GET /api/code-lists` serves them (album types with their fee size). */
export function forwardingCodeLists() {
  return {
    inclusionStatuses: codeEntriesOf(inclusionMachine.statuses),
    albumTypes: albumTypeCodes.map((code) => ({
      code,
      label: albumTypeLabels[code],
      size: albumTypeSizes[code],
    })),
    keepOptions: codeEntriesOf(keepOptionLabels),
    posterOptions: codeEntriesOf(posterOptionLabels),
    vacuumOptions: codeEntriesOf(vacuumOptionLabels),
    packingTypes: codeEntriesOf(packingTypeLabels),
    shippingCarriers: codeEntriesOf(shippingCarrierLabels),
  };
}
