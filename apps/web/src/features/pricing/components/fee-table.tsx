import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './fee-table.module.css';

/** A titled block of pricing text: an optional lead, a two-column fee table (a plain bordered table) and notes. */
export function FeeSection({
  title,
  lead,
  rows,
  notes,
  children,
}: {
  title: string;
  lead?: ReactNode;
  rows?: readonly (readonly [ReactNode, ReactNode])[];
  notes?: readonly ReactNode[];
  children?: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} fz={{ base: 20, sm: 24 }}>
        {title}
      </Title>
      {lead && <Text>{lead}</Text>}
      {rows && rows.length > 0 && (
        <div className={classes.scroll}>
          <table className={`${classes.table} ${classes.striped} ${classes.fees}`}>
            <tbody>
              {rows.map(([label, value], index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static rows of text
                <tr key={index}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {children}
      {notes && notes.length > 0 && (
        <List size="sm" spacing={4} c="dimmed">
          {notes.map((note, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static notes of text
            <List.Item key={index}>{note}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
