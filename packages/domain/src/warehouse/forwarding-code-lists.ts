/**
 * The code lists of the forwarding services (spec "forwarding and proxy purchase" §3 "Server-supplied code lists":
 * album types, keep options, poster options, packing types, vacuum options, carrier codes): written once here,
 * served by `GET /api/code-lists` with the others (`code-lists.ts`), and checked by the contracts of the
 * inclusion, packing and shipping forms. The order is the order forms offer them.
 */
import type { InclusionSize } from '../pricing/service-fees.ts';

/** A code and its label (the shape of every list `GET /api/code-lists` serves). */
type CodeEntry = { code: string; label: string };

/** What kind of album an inclusion works on, and the size its fee is priced by (spec §9 "Inclusion"). */
export const albumTypes = [
  { code: 'SMALL', label: 'Small (jewel case, digipack, platform, KiT)', size: 'S' },
  { code: 'STANDARD', label: 'Standard (photobook, mini album)', size: 'M' },
  { code: 'LARGE', label: 'Large (full album, box set, season’s greetings)', size: 'L' },
] as const satisfies readonly (CodeEntry & { size: InclusionSize })[];
export type AlbumTypeCode = (typeof albumTypes)[number]['code'];
export const albumTypeCodes = albumTypes.map((entry) => entry.code) as [AlbumTypeCode, ...AlbumTypeCode[]];

/** The fee size of an album type; POB only is priced per box whatever the album (`inclusionSizeOf`). */
export function albumSize(albumType: string): InclusionSize | undefined {
  return albumTypes.find((entry) => entry.code === albumType)?.size;
}

/** What the member keeps of each album ("Inclusion Type", a multi-select); the rest is taken out. */
export const keepOptions = [
  { code: 'PHOTOCARD', label: 'Photocards' },
  { code: 'POSTCARD', label: 'Postcards' },
  { code: 'STICKER', label: 'Stickers' },
  { code: 'FOLDED_POSTER', label: 'Folded posters' },
  { code: 'PHOTOBOOK', label: 'Photobook' },
  { code: 'CD', label: 'CD' },
  { code: 'LYRICS', label: 'Lyrics paper' },
  { code: 'OTHER', label: 'Other (see special requests)' },
] as const satisfies readonly CodeEntry[];
export type KeepOptionCode = (typeof keepOptions)[number]['code'];
export const keepOptionCodes = keepOptions.map((entry) => entry.code) as [
  KeepOptionCode,
  ...KeepOptionCode[],
];

/** What happens to rolled posters (inclusion "Poster Rolls", packing "Poster Option"). */
export const posterOptions = [
  { code: 'NONE', label: 'No posters' },
  { code: 'KEEP_ROLLED', label: 'Keep rolled, in a tube' },
  { code: 'FOLD', label: 'Fold to fit the box' },
  { code: 'DISCARD', label: 'Discard posters' },
] as const satisfies readonly CodeEntry[];
export type PosterOptionCode = (typeof posterOptions)[number]['code'];
export const posterOptionCodes = posterOptions.map((entry) => entry.code) as [
  PosterOptionCode,
  ...PosterOptionCode[],
];

/** Vacuum packing (₩6,500 per bag; the packer decides how many bags are worth it). */
export const vacuumOptions = [
  { code: 'NONE', label: 'No vacuum packing' },
  { code: 'SOFT_GOODS', label: 'Vacuum soft goods (clothing, plush)' },
  { code: 'PACKER_DECIDES', label: 'Vacuum where it saves space (the packer decides)' },
] as const satisfies readonly CodeEntry[];
export type VacuumOptionCode = (typeof vacuumOptions)[number]['code'];
export const vacuumOptionCodes = vacuumOptions.map((entry) => entry.code) as [
  VacuumOptionCode,
  ...VacuumOptionCode[],
];

/**
 * How a forwarding box is packed, which decides the carriers it may go with (`carrierOptionsForBox`): STANDARD
 * boxes get no K-Packet, KP boxes every carrier, DOMESTIC boxes only CJ (within Korea). The first enabled one is
 * the form's fallback (`packingTypeChoices`).
 */
export const packingTypes = [
  { code: 'STANDARD', label: 'Standard (express carriers)' },
  { code: 'KP', label: 'K-Packet (up to 2 kg)' },
  { code: 'DOMESTIC', label: 'Domestic (within Korea)' },
] as const satisfies readonly CodeEntry[];
export type PackingTypeCode = (typeof packingTypes)[number]['code'];
export const packingTypeCodes = packingTypes.map((entry) => entry.code) as [
  PackingTypeCode,
  ...PackingTypeCode[],
];

/** The carriers a box ships with, by the rate cards' service type (docs/domain.md "Shipping rates"). */
export const shippingCarriers = [
  { code: 'KP', label: 'K-Packet' },
  { code: 'EMS', label: 'EMS' },
  { code: 'DHL', label: 'DHL' },
  { code: 'FEDEX', label: 'FedEx' },
  { code: 'CJ', label: 'CJ Logistics (domestic)' },
] as const satisfies readonly CodeEntry[];

/** The forwarding lists as `GET /api/code-lists` serves them (album types with their fee size). */
export function forwardingCodeLists() {
  return {
    albumTypes: [...albumTypes],
    keepOptions: [...keepOptions],
    posterOptions: [...posterOptions],
    vacuumOptions: [...vacuumOptions],
    packingTypes: [...packingTypes],
    shippingCarriers: [...shippingCarriers],
  };
}
