import { Pagination } from '@mantine/core';

/** The page picker under a paged list answer; nothing when the answer has only one page. */
export function PagePagination({
  page,
  onChange,
}: {
  page: { totalPages: number; currentPage: number };
  onChange: (page: number) => void;
}) {
  if (page.totalPages <= 1) return null;
  return (
    <Pagination total={page.totalPages} value={page.currentPage} onChange={onChange} aria-label="Pages" />
  );
}
