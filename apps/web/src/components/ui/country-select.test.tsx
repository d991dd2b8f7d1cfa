import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { CountrySelect } from './country-select.tsx';

const field = () => screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement;
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);
const highlighted = () => screen.getByRole('option', { selected: true }).textContent;

function typeCountry(text: string) {
  fireEvent.focus(field());
  fireEvent.change(field(), { target: { value: text } });
}

/** The picker as a form holds it: the chosen code is its value. */
function Picker({ onChange, onBlur }: { onChange?: (code: string) => void; onBlur?: () => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <CountrySelect
        value={value}
        onChange={(code) => {
          setValue(code);
          onChange?.(code);
        }}
        onBlur={onBlur}
      />
      <output>{value}</output>
    </>
  );
}

describe('country picker', () => {
  it("finds the United States for 'USA' and the United Kingdom first for 'UK'", () => {
    const onChange = vi.fn();
    renderAt('/', <CountrySelect value="" onChange={onChange} />);
    typeCountry('USA');
    expect(optionNames()).toEqual(['United States']);
    typeCountry('UK');
    expect(optionNames()).toEqual(['United Kingdom', 'Ukraine']);
    fireEvent.click(screen.getByRole('option', { name: 'United Kingdom' }));
    expect(onChange).toHaveBeenCalledWith('GB');
  });

  it('shows the chosen country by name, its value the code, and lists every country on opening', () => {
    renderAt('/', <Picker />);
    expect(field().value).toBe('');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.focus(field());
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').length).toBeGreaterThan(200);
    fireEvent.click(screen.getByRole('option', { name: 'Canada' }));
    expect(field().value).toBe('Canada');
    expect(screen.getByRole('status').textContent).toBe('CA');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('picks with the keyboard: typing highlights the best match, arrows move, Enter picks, Escape closes', () => {
    renderAt('/', <Picker />);
    typeCountry('korea');
    expect(optionNames()).toEqual(['South Korea', 'North Korea']);
    expect(highlighted()).toBe('South Korea');
    expect(field().getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'South Korea' }).id,
    );
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(highlighted()).toBe('North Korea');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(highlighted()).toBe('South Korea');
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(highlighted()).toBe('North Korea');
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(field().value).toBe('South Korea');
    expect(screen.getByRole('status').textContent).toBe('KR');
    expect(screen.queryByRole('listbox')).toBeNull();

    // ArrowDown opens the list again with the chosen country highlighted; Escape closes it without a change.
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(highlighted()).toBe('South Korea');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(highlighted()).toBe('South Sudan');
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('KR');
  });

  it('keeps Enter from sending the form while the list is open', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderAt(
      '/',
      <form onSubmit={onSubmit}>
        <Picker />
      </form>,
    );
    typeCountry('japan');
    const enter = fireEvent.keyDown(field(), { key: 'Enter' });
    expect(enter).toBe(false);
    expect(field().value).toBe('Japan');
  });

  it('says when nothing matches, and restores the chosen name when the field is left', () => {
    const onBlur = vi.fn();
    renderAt('/', <Picker onBlur={onBlur} />);
    typeCountry('Brazil');
    fireEvent.keyDown(field(), { key: 'Enter' });
    typeCountry('Atlantis');
    expect(screen.getByText('No country found')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toEqual([]);
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.blur(field());
    expect(field().value).toBe('Brazil');
    expect(screen.getByRole('status').textContent).toBe('BR');
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
