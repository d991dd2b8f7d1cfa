import type { SitePage, SitePageSlug, StaffSitePageValues } from '@fanship/domain/catalogue/site-pages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/pages/{slug}: the terms of use or the privacy policy. */
export function useSitePage(slug: SitePageSlug) {
  return useQuery({
    queryKey: queryKeys.sitePages.detail(slug),
    queryFn: () => apiRequest<SitePage>(`/pages/${slug}`),
  });
}

/** GET /api/staff/pages: every site page for the staff console. */
export function useStaffSitePages() {
  return useQuery({
    queryKey: queryKeys.sitePages.list({ staff: true }),
    queryFn: () => apiRequest<SitePage[]>('/staff/pages'),
  });
}

/** PUT /api/staff/pages/{slug}; the public page and the staff list are read again after a save. */
export function useSaveSitePage(slug: SitePageSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSitePageValues) =>
      apiRequest<SitePage>(`/staff/pages/${slug}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sitePages.all }),
  });
}
