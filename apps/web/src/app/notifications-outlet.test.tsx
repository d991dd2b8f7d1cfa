import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeMatchMedia, renderAt } from '../test/render.tsx';
import classes from './notifications-outlet.module.css';
import { PHONE_QUERY } from './notifications-outlet.tsx';

const originalMatchMedia = window.matchMedia;

/** The container a toast with this message is drawn in. */
async function toastContainer(message: string): Promise<HTMLElement> {
  act(() => {
    notifications.show({ message });
  });
  const toast = await screen.findByText(message);
  return toast.closest('[data-position]') as HTMLElement;
}

describe('toasts never cover the navigation', () => {
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    act(() => notifications.clean());
  });

  it('on a wide screen: at the top, in the container placed below the sticky header', async () => {
    renderAt('/', <p>page</p>);
    const container = await toastContainer('Saved on a desktop.');
    expect(container.getAttribute('data-position')).toBe('top-center');
    expect(classes.toasts).toBeTruthy();
    expect(container.className).toContain(classes.toasts);
  });

  it('on a phone: at the bottom, away from the header and its menu', async () => {
    window.matchMedia = fakeMatchMedia((query) => query === PHONE_QUERY);
    renderAt('/', <p>page</p>);
    const container = await toastContainer('Saved on a phone.');
    expect(container.getAttribute('data-position')).toBe('bottom-center');
  });
});
