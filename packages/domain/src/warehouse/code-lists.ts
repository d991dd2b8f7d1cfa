/**
 * The server-supplied code lists (spec §3 "Server-supplied code lists"): incoming statuses, incoming carriers,
 * item categories, package types and statuses, and the forwarding services' lists (`forwarding-code-lists.ts`). Written once here; the server serves them at
 * `GET /api/code-lists` and checks submitted codes against them, and forms, filters and labels read them
 * from that answer (so a label changes in one place).
 */
import { z } from 'zod';
import { codeEntriesOf } from '../code-list.ts';
import { incomingMachine } from '../requests/status-machines.ts';
import { forwardingCodeLists } from './forwarding-code-lists.ts';
import { packageMachine, packageTypes } from './package-statuses.ts';

export type CodeEntry = { code: string; label: string };

/** Korean domestic carriers a seller ships with (the incoming form's carrier list). */
export const incomingCarriers = [
  { code: 'CJ', label: 'CJ Logistics' },
  { code: 'HANJIN', label: 'Hanjin' },
  { code: 'LOTTE', label: 'Lotte Global Logistics' },
  { code: 'LOGEN', label: 'Logen' },
  { code: 'EPOST', label: 'Korea Post' },
  { code: 'KYUNGDONG', label: 'Kyungdong' },
  { code: 'DAESIN', label: 'Daesin' },
  { code: 'ILYANG', label: 'Ilyang Logis' },
  { code: 'CU', label: 'CU Post' },
  { code: 'GS25', label: 'GS25 Postbox' },
  { code: 'COUPANG', label: 'Coupang' },
  { code: 'OTHER', label: 'Other' },
] as const satisfies readonly CodeEntry[];

/** What an item in a parcel is (incoming and package items). */
export const itemCategories = [
  { code: 'ALBUM', label: 'Album' },
  { code: 'PHOTOCARD', label: 'Photocard' },
  { code: 'MERCH', label: 'Official merchandise' },
  { code: 'LIGHTSTICK', label: 'Light stick' },
  { code: 'DVD', label: 'DVD / Blu-ray' },
  { code: 'BOOK', label: 'Book / magazine' },
  { code: 'CLOTHING', label: 'Clothing' },
  { code: 'COSMETICS', label: 'Cosmetics' },
  { code: 'DOLL', label: 'Doll / plush' },
  { code: 'STATIONERY', label: 'Stationery' },
  { code: 'ACCESSORY', label: 'Accessory' },
  { code: 'OTHER', label: 'Other' },
] as const satisfies readonly CodeEntry[];

export type ItemCategoryCode = (typeof itemCategories)[number]['code'];
export const itemCategoryCodes = itemCategories.map((entry) => entry.code) as [
  ItemCategoryCode,
  ...ItemCategoryCode[],
];
export const incomingCarrierCodes = incomingCarriers.map((entry) => entry.code) as [string, ...string[]];

/** Every list, as `GET /api/code-lists` answers it. */
export function codeLists() {
  return {
    incomingStatuses: codeEntriesOf(incomingMachine.statuses),
    incomingCarriers: [...incomingCarriers],
    itemCategories: [...itemCategories],
    packageTypes: packageTypes.map(({ code, label }) => ({ code, label })),
    packageStatuses: codeEntriesOf(packageMachine.statuses).filter((entry) => entry.code !== 'UNCLAIMED'),
    ...forwardingCodeLists(),
  };
}

const codeEntrySchema = z.object({ code: z.string(), label: z.string() });
export const codeListsSchema = z.object({
  incomingStatuses: z.array(codeEntrySchema),
  incomingCarriers: z.array(codeEntrySchema),
  itemCategories: z.array(codeEntrySchema),
  packageTypes: z.array(codeEntrySchema),
  packageStatuses: z.array(codeEntrySchema),
  inclusionStatuses: z.array(codeEntrySchema),
  albumTypes: z.array(codeEntrySchema.extend({ size: z.string() })),
  keepOptions: z.array(codeEntrySchema),
  posterOptions: z.array(codeEntrySchema),
  vacuumOptions: z.array(codeEntrySchema),
  packingTypes: z.array(codeEntrySchema),
  shippingCarriers: z.array(codeEntrySchema),
});
export type CodeLists = z.output<typeof codeListsSchema>;

/** A code's label in a list, or the code itself for one the list does not know. */
export function codeLabel(list: readonly CodeEntry[] | undefined, code: string | null | undefined): string {
  if (!code) return '';
  return list?.find((entry) => entry.code === code)?.label ?? code;
}
