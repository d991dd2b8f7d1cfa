import { Pagination } from '@mantine/core';

const controlNames = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/**
 * The page picker under a paged list answer; nothing when the answer has only one page. Every control has a name
 * (the arrows have no text, and a screen reader hears 'Page 3' rather than '3').
 */
export function PagePagination({
  page,
  onChange,
}: {
  page: { totalPages: number; currentPage: number };
  onChange: (page: number) => void;
}) {
  if (page.totalPages <= 1) return null;
  return (
    <Pagination
      total={page.totalPages}
      value={page.currentPage}
      onChange={onChange}
      aria-label="Pages"
      getItemProps={(number) => ({ 'aria-label': `Page ${number}` })}
      getControlProps={(control) => ({ 'aria-label': controlNames[control] })}
    />
  );
}
