import type {
  PackagePhotosInput,
  PackageStatusChangeInput,
  PackagesStatusChangeInput,
  PackagesStatusChangeResult,
  StaffPackageDetail,
  StaffPackagePage,
} from '@fanship/domain/warehouse/intake';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type StaffPackageFilters = {
  search?: string;
  status?: string;
  type?: string;
  sort?: string;
  page: number;
};

/** GET /api/staff/packages?search=&status=&type=&sort=&page=. */
export function useStaffPackages(filters: StaffPackageFilters) {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.search) params.set('search', filters.search);
  if (filters.status) params.set('status', filters.status);
  if (filters.type) params.set('type', filters.type);
  if (filters.sort) params.set('sort', filters.sort);
  return useQuery({
    queryKey: queryKeys.staffPackages.list(filters),
    queryFn: () => apiRequest<StaffPackagePage>(`/staff/packages?${params}`),
    placeholderData: keepPreviousData,
  });
}

const base = (code: string) => `/staff/packages/${encodeURIComponent(code)}`;

/** GET /api/staff/packages/{code}. */
export function useStaffPackage(code: string) {
  return useQuery({
    queryKey: queryKeys.staffPackages.detail(code),
    queryFn: () => apiRequest<StaffPackageDetail>(base(code)),
  });
}

/**
 * One move staff make on a package (`POST /api/staff/packages/{code}/{step}`): the answer is the package as the
 * page shows it, put in the cache at once; success or failure (a 409: it changed meanwhile), the lists and the
 * package are read again.
 */
function usePackageStep<Body>(code: string, step: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      apiRequest<StaffPackageDetail>(`${base(code)}/${step}`, { method: 'POST', body }),
    onSuccess: (pkg) => queryClient.setQueryData(queryKeys.staffPackages.detail(code), pkg),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffPackages.all }),
  });
}

/** A status change (or disposal) with its reason. */
export const useChangePackageStatus = (code: string) =>
  usePackageStep<PackageStatusChangeInput>(code, 'status');

/** PARTIALLY_ARRIVED → ARRIVED, with its incoming. */
export const useMarkAllArrived = (code: string) => usePackageStep<undefined>(code, 'all-arrived');

/** More photos, uploaded first. */
export const useAddPackagePhotos = (code: string) => usePackageStep<PackagePhotosInput>(code, 'photos');

/** `POST /api/staff/packages/change-status`: several packages to one status; the lists are read again after. */
export function useChangePackagesStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PackagesStatusChangeInput) =>
      apiRequest<PackagesStatusChangeResult>('/staff/packages/change-status', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffPackages.all }),
  });
}
