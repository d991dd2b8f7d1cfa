import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';

describe('a wide table on a phone', () => {
  it('scrolls in a container the keyboard can focus (axe scrollable-region-focusable), from the theme', () => {
    renderAt(
      '/',
      <Table.ScrollContainer minWidth={520}>
        <Table aria-label="Items">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>Mini album</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>,
    );
    const viewport = screen.getByRole('table', { name: 'Items' }).closest('[tabindex]');
    expect(viewport?.getAttribute('tabindex')).toBe('0');
  });
});
