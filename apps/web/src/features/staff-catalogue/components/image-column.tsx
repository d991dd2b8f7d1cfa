import { Image } from '@mantine/core';
import type { ReactNode } from 'react';
import { imagePlaceholderSrc } from '../../../components/ui/image-placeholder.ts';
import type { StaffColumn } from './staff-list.tsx';

/** The 'Image' column of a staff table: a row's picture as a small square (a circle for people). */
export function imageColumn<Row>(
  src: (row: Row) => string | null | undefined,
  options: { size?: number; round?: boolean; missing?: ReactNode } = {},
): StaffColumn<Row> {
  const { size = 48, round = false, missing = null } = options;
  return {
    label: 'Image',
    tableOnly: true,
    render: (row) => {
      const url = src(row);
      if (!url) return missing;
      return (
        <Image
          fallbackSrc={imagePlaceholderSrc}
          src={url}
          alt=""
          w={size}
          h={size}
          radius={round ? 'xl' : 'sm'}
          fit="cover"
        />
      );
    },
  };
}
