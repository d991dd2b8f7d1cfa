import { Drawer, Modal } from '@mantine/core';
import { ModalsProvider, modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../test/render.tsx';

afterEach(() => {
  act(() => {
    notifications.clean();
    modals.closeAll();
  });
});

// The theme names every icon-only close button once (theme.ts), for dialogs, drawers and toasts alike.
describe('close buttons have an accessible name', () => {
  it('a modal’s and a drawer’s close button are named Close', async () => {
    renderAt(
      '/',
      <>
        <Modal opened onClose={() => undefined} title="Approve PC2603010001">
          Body
        </Modal>
        <Drawer opened onClose={() => undefined} title="Filters">
          Filters body
        </Drawer>
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve PC2603010001' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('a confirm modal opened through the modals manager has a named close button', async () => {
    renderAt('/', <ModalsProvider>{null}</ModalsProvider>);
    act(() => {
      modals.openConfirmModal({ title: 'Cancel this request?', labels: { confirm: 'Yes', cancel: 'No' } });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('a notification’s close button is named Close', async () => {
    renderAt('/', <p>Page</p>);
    act(() => {
      notifications.show({ color: 'green', title: 'Saved', message: 'The package was added.' });
    });
    const toast = (await screen.findByText('The package was added.')).closest('[role="alert"]');
    expect(toast).not.toBeNull();
    expect(within(toast as HTMLElement).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
