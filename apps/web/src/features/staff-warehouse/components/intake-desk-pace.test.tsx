import type { IntakeLookup } from '@fanship/domain/warehouse/intake';
import { parcelMessages } from '@fanship/domain/warehouse/parcels';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldLabel, mockApi, renderAt } from '../../../test/render.tsx';
import { IntakeDesk } from './intake-desk.tsx';

const LOOKUP = 'GET /api/staff/intake/lookup';
const RECEIVE = 'POST /api/staff/intake';

const lookupOf = (trackingNo: string): IntakeLookup => ({
  trackingNo,
  incomings: [],
  packages: [],
  expected: [],
});

function scan(text: string) {
  const field = screen.getByRole('textbox', { name: 'Tracking number' });
  fireEvent.change(field, { target: { value: text } });
  fireEvent.submit(field.closest('form') as HTMLFormElement);
}

const sizeField = (label: string) => screen.getByLabelText(fieldLabel(label)) as HTMLInputElement;

afterEach(() => vi.restoreAllMocks());

// The desk at the pace of a shift (issue 23): no click between the scan and the scale, Enter receives.
describe('intake desk at a busy worker’s pace', () => {
  it('moves the focus to Weight after a lookup, and Enter in Height receives from the bar on screen', async () => {
    const { calls } = mockApi({
      [LOOKUP]: () => ({ body: lookupOf('CJ12345678') }),
      [RECEIVE]: () => ({
        status: 201,
        body: {
          packageCode: 'PK2603010001',
          status: 'UNCLAIMED',
          statusLabel: 'Unclaimed (lost & found)',
          destination: 'pool',
          incomingCode: null,
          member: null,
        },
      }),
    });
    renderAt('/staff/warehouse/intake', <IntakeDesk />);
    scan('CJ12345678');
    await waitFor(() => expect(document.activeElement).toBe(sizeField('Weight (g)')));
    // Leaving the empty Weight for another field is no error yet: the form does not move under the pointer.
    fireEvent.blur(sizeField('Weight (g)'));
    fireEvent.click(screen.getByRole('radio', { name: /A member by ID/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Lost & found/ }));
    await waitFor(() => expect(screen.queryByText('Weight is required')).toBeNull());
    // The Receive action is in the bar fixed at the bottom of the screen.
    const bar = screen.getByRole('group', { name: 'Receive bar' });
    expect(getComputedStyle(bar).position).toBe('fixed');
    expect(within(bar).getByRole('button', { name: 'Receive' })).toBeTruthy();
    expect(document.body.style.paddingBottom).not.toBe('');

    fireEvent.change(sizeField('Weight (g)'), { target: { value: '800' } });
    fireEvent.change(sizeField('Width (cm)'), { target: { value: '20' } });
    fireEvent.change(sizeField('Length (cm)'), { target: { value: '15' } });
    fireEvent.change(sizeField('Height (cm)'), { target: { value: '5' } });
    fireEvent.keyDown(sizeField('Height (cm)'), { key: 'Enter' });
    expect(await screen.findByRole('status', { name: 'Parcel received' })).toBeTruthy();
    expect(calls.find((call) => call.key === RECEIVE)?.body).toMatchObject({
      trackingNo: 'CJ12345678',
      weightGrams: '800',
      heightCm: '5',
    });
    // The bar leaves with the form, and the page's padding with it.
    expect(screen.queryByRole('group', { name: 'Receive bar' })).toBeNull();
    expect(document.body.style.paddingBottom).toBe('');
  });

  it('opens no form for a number that cannot be one, and a refused lookup clears the last parcel’s form', async () => {
    const { calls } = mockApi({ [LOOKUP]: () => ({ body: lookupOf('CJ12345678') }) });
    renderAt('/staff/warehouse/intake', <IntakeDesk />);
    scan('AB');
    expect(await screen.findByText(parcelMessages.trackingImplausible)).toBeTruthy();
    expect(calls.filter((call) => call.key === LOOKUP)).toHaveLength(0);
    expect(screen.queryByRole('form', { name: 'Receive parcel' })).toBeNull();

    scan('CJ12345678');
    expect(await screen.findByRole('form', { name: 'Receive parcel' })).toBeTruthy();
    scan('');
    expect(await screen.findByText(parcelMessages.trackingRequired)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Receive parcel' })).toBeNull();
    expect(screen.queryByText('No registered incoming')).toBeNull();
    expect(calls.filter((call) => call.key === LOOKUP)).toHaveLength(1);
  });

  it('brings the first wrong field into view below the sticky header and focuses it when a submit fails', async () => {
    const { calls } = mockApi({ [LOOKUP]: () => ({ body: lookupOf('CJ12345678') }) });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderAt('/staff/warehouse/intake', <IntakeDesk />);
    scan('CJ12345678');
    await screen.findByRole('form', { name: 'Receive parcel' });
    fireEvent.change(sizeField('Weight (g)'), { target: { value: '800' } });
    fireEvent.change(sizeField('Height (cm)'), { target: { value: '5' } });
    // Width is the first wrong field (Weight is fine); focus is elsewhere when Receive is pressed.
    const receive = screen.getByRole('button', { name: 'Receive' });
    receive.focus();
    fireEvent.click(receive);
    expect(await screen.findByText('Width is required')).toBeTruthy();
    const width = sizeField('Width (cm)');
    await waitFor(() => expect(document.activeElement).toBe(width));
    expect(scrolled.mock.contexts).toEqual([width]);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
    // Clear of the 64 px header, with the field's label.
    expect(width.style.scrollMarginTop).toBe('96px');
    expect(calls.some((call) => call.key === RECEIVE)).toBe(false);
  });
});
