import type { ReactNode } from 'react';
import classes from './key-value-table.module.css';

/**
 * Label and value pairs as a bordered table, one row each (the label a row header): the look of Mantine's vertical
 * `Table`, drawn without it to keep its ScrollArea and floating-ui out of the page's first visit (issue 8).
 */
export function KeyValueTable({ rows }: { rows: ReadonlyArray<readonly [label: string, value: ReactNode]> }) {
  return (
    <table className={classes.table}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label} className={classes.row}>
            <th scope="row" className={classes.label}>
              {label}
            </th>
            <td className={classes.value}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
