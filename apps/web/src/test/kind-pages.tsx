import { codeLists } from '@fanship/domain/warehouse/code-lists';
import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { mockApi, renderAt } from './render.tsx';

type Answers = Parameters<typeof mockApi>[0];

/** The code lists every kind's page reads its labels from. */
export const codeListAnswer = { 'GET /api/code-lists': { body: codeLists() } };

/** The header cells of a table, in order. */
export const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

/**
 * A request read at `detail` ('GET /api/split-services/SP…') as `before` until `cancel` ('POST …/cancel' or
 * 'DELETE …') is called, then as `after`.
 */
export function cancellableRequest(detail: string, cancel: string, before: unknown, after: unknown) {
  let cancelled = false;
  return {
    [detail]: () => ({ body: cancelled ? after : before }),
    [cancel]: () => {
      cancelled = true;
      return { status: 204 };
    },
  };
}

/** A request page at `path` inside the modals its cancel confirms in, the API answering `answers` and the code lists. */
export function renderRequestPage(path: string, page: ReactNode, answers: Answers) {
  const mock = mockApi({ ...codeListAnswer, ...answers });
  renderAt(path, <ModalsProvider>{page}</ModalsProvider>);
  return mock;
}

/**
 * Cancels from a request page: 'Cancel request', the dialog `title` asking `question`, confirmed; waits for the
 * `call` ('DELETE /api/…') among `calls`.
 */
export async function cancelFromPage(
  calls: { key: string }[],
  { title, question, call }: { title: string; question: RegExp; call: string },
) {
  fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(within(dialog).getByText(question)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
  await waitFor(() => expect(calls.some((made) => made.key === call)).toBe(true));
}

/** A kind's staff body at `/staff/requests/{kind}/{code}`, the API answering `answers` and the code lists. */
export function renderStaffBody(kind: string, code: string, body: ReactNode, answers: Answers = {}) {
  const mock = mockApi({ ...codeListAnswer, ...answers });
  renderAt(`/staff/requests/${kind}/${code}`, body);
  return mock;
}
