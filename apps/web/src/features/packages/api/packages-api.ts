import type {
  PackageDetail,
  PackageExportQuery,
  PackageItemsEditInput,
  PackagePage,
} from '@fanship/domain/warehouse/packages';
import { PACKAGE_EXPORT_FILENAME } from '@fanship/domain/warehouse/packages';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, toApiError } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type PackageListFilters = {
  type: string;
  showOnlyExisting: boolean;
  code: string;
  trackingNo: string;
  page: number;
};

function queryString(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/packages?type=&showOnlyExisting=&code=&trackingNo=&page=: a page of the member's packages, newest first. */
export function usePackages(filters: PackageListFilters) {
  return useQuery({
    queryKey: queryKeys.packages.list(filters),
    queryFn: () =>
      apiRequest<PackagePage>(
        `/packages${queryString({
          type: filters.type,
          showOnlyExisting: filters.showOnlyExisting ? undefined : 'false',
          code: filters.code,
          trackingNo: filters.trackingNo,
          page: filters.page > 1 ? String(filters.page) : undefined,
        })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

const packagePath = (code: string) => `/packages/${encodeURIComponent(code)}`;

/** GET /api/packages/{code}: one of the member's packages. */
export function usePackage(code: string) {
  return useQuery({
    queryKey: queryKeys.packages.detail(code),
    queryFn: () => apiRequest<PackageDetail>(packagePath(code)),
  });
}

/** A change to a package that answers the package: the page shows the answer, the list is read again. */
function usePackageChange<Input>(code: string, send: (input: Input) => Promise<PackageDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.packages.detail(code), detail);
      return queryClient.invalidateQueries({ queryKey: queryKeys.packages.lists() });
    },
  });
}

/** PATCH /api/packages/{code}: the member's note. */
export function useSavePackageNote(code: string) {
  return usePackageChange(code, (memberNote: string) =>
    apiRequest<PackageDetail>(packagePath(code), { method: 'PATCH', body: { memberNote } }),
  );
}

/** PUT /api/packages/{code}/items: the item table's whole edit, saved all together or not at all. */
export function useSavePackageItems(code: string) {
  return usePackageChange(code, (edit: PackageItemsEditInput) =>
    apiRequest<PackageDetail>(`${packagePath(code)}/items`, { method: 'PUT', body: edit }),
  );
}

/**
 * GET /api/packages/get-all-packages: fetches `package.xlsx` for the filters and hands it to the browser as a
 * download. A refusal (a bad date, an expired session) is thrown as the server's ApiError.
 */
export async function downloadPackagesExcel(query: PackageExportQuery): Promise<void> {
  let response: Response;
  try {
    response = await fetch(
      `/api/packages/get-all-packages${queryString({
        type: query.type,
        createdAtFrom: query.createdAtFrom,
        createdAtTo: query.createdAtTo,
      })}`,
      { credentials: 'same-origin' },
    );
  } catch {
    throw new ApiError(
      0,
      'NETWORK',
      'Could not reach the server. Please check your connection and try again.',
    );
  }
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw toApiError(response.status, body, response.statusText);
  }
  const file = await response.blob();
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = PACKAGE_EXPORT_FILENAME;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The download as a mutation (its pending state and error for the dialog). */
export function useDownloadPackagesExcel() {
  return useMutation({ mutationFn: downloadPackagesExcel });
}
