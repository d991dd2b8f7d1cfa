/**
 * `package.xlsx` (spec §7 `GET /packages/get-all-packages`): the member's packages by type and registration day,
 * written with exceljs's streaming workbook writer while the rows are read from the database a page at a time
 * (keyset), so an export of thousands of packages never sits in memory. Every text cell goes through
 * `spreadsheetText` (no formula injection from an item name).
 */
import type { Writable } from 'node:stream';
import { statusLabel } from '@fanship/domain/requests/status-machines';
import { packageMachine, packageTypes } from '@fanship/domain/warehouse/package-statuses';
import {
  kstDayStart,
  type PackageExportQuery,
  packageExportColumns,
} from '@fanship/domain/warehouse/packages';
import type { AppContext } from '../../lib/app-context.ts';
import { spreadsheetText } from '../../lib/spreadsheet-text.ts';
import { type ExportRow, exportPage } from './packages.repository.ts';

/** Rows read per database round trip. */
export const EXPORT_PAGE_SIZE = 500;

const DAY_MS = 24 * 60 * 60 * 1000;
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** '2026-03-01 18:00' in Korean time. */
function kstDateTime(instant: Date): string {
  return new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

const typeLabel = (code: string) => packageTypes.find((type) => type.code === code)?.label ?? code;

/** 'Mini album ×2, Poster'; a package with no items recorded by its name. */
function itemsText(row: ExportRow): string {
  if (row.items.length === 0) return row.name ?? '';
  return row.items
    .map((item) => (item.quantity > 1 ? `${item.name} ×${item.quantity}` : item.name))
    .join(', ');
}

/** One row of the sheet, in `packageExportColumns` order. */
export function exportCells(row: ExportRow): (string | number | null)[] {
  return [
    spreadsheetText(row.code),
    spreadsheetText(typeLabel(row.type)),
    row.trackingNo === null ? null : spreadsheetText(row.trackingNo),
    row.totalValueKrw,
    row.weightGrams,
    spreadsheetText(kstDateTime(row.createdAt)),
    spreadsheetText(statusLabel(packageMachine, row.status)),
    spreadsheetText(itemsText(row)),
  ];
}

/** The member's packages to export, a page at a time (the first page is read by the caller before any byte). */
export function exportPages(
  context: AppContext,
  memberId: number,
  query: PackageExportQuery,
): () => Promise<ExportRow[]> {
  let afterId = 0;
  const from = query.createdAtFrom ? kstDayStart(query.createdAtFrom) : undefined;
  // The end day is included: everything before the next Korean day starts.
  const until = query.createdAtTo ? new Date(kstDayStart(query.createdAtTo).getTime() + DAY_MS) : undefined;
  return async () => {
    const rows = await exportPage(context.db, {
      memberId,
      type: query.type,
      from,
      until,
      afterId,
      limit: EXPORT_PAGE_SIZE,
    });
    afterId = rows.at(-1)?.id ?? afterId;
    return rows;
  };
}

const columnWidths = [16, 22, 22, 14, 11, 18, 22, 60];

/**
 * Writes the workbook to `stream`, starting with `first` and asking `next` for more pages until one comes back
 * short. Rows are committed as they are written (each leaves memory once zipped).
 */
export async function writePackageWorkbook(
  stream: Writable,
  first: ExportRow[],
  next: () => Promise<ExportRow[]>,
): Promise<void> {
  // Loaded on the first export, not at start-up: the library alone took about 0.25 s of every server start.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Packages', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = packageExportColumns.map((header, index) => ({
    header,
    width: columnWidths[index],
    // Total Value (won) and Weight(g) are numbers, shown with thousands separators.
    ...(index === 3 || index === 4 ? { style: { numFmt: '#,##0' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let page = first;
  for (;;) {
    for (const row of page) sheet.addRow(exportCells(row)).commit();
    if (page.length < EXPORT_PAGE_SIZE) break;
    page = await next();
  }
  sheet.commit();
  await workbook.commit();
}
