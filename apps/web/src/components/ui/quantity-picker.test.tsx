import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { QuantityPicker } from './quantity-picker.tsx';

describe('QuantityPicker', () => {
  it('takes digits only, steps with the arrow keys and never below 1, and caps at the maximum', () => {
    const onChange = vi.fn();
    const onExceed = vi.fn();
    renderAt('/', <QuantityPicker value={2} onChange={onChange} max={4} onExceed={onExceed} />);
    const field = screen.getByLabelText('Quantity') as HTMLInputElement;
    expect(field.value).toBe('2');

    // '2.5' is read as its digits, 25: above the stock, so the maximum is announced and kept.
    fireEvent.change(field, { target: { value: '2.5' } });
    expect(onExceed).toHaveBeenLastCalledWith(4);
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(field.value).toBe('4');

    fireEvent.change(field, { target: { value: '4x' } });
    expect(field.value).toBe('4');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.value).toBe('3');
    expect(onChange).toHaveBeenLastCalledWith(3);
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(onExceed).toHaveBeenCalledTimes(2);
    expect(field.value).toBe('4');

    fireEvent.change(field, { target: { value: '1' } });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.value).toBe('1');
    expect(screen.queryByText('Quantity must be at least 1')).toBeNull();
  });

  it('says the minimum for an empty field and steps up from it to 1', () => {
    const onValidityChange = vi.fn();
    renderAt('/', <QuantityPicker value={3} onChange={vi.fn()} onValidityChange={onValidityChange} />);
    const field = screen.getByLabelText('Quantity') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '' } });
    expect(screen.getByText('Quantity must be at least 1')).toBeTruthy();
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(field.value).toBe('1');
    expect(onValidityChange).toHaveBeenLastCalledWith(true);
    expect(screen.queryByText('Quantity must be at least 1')).toBeNull();
  });
});
