import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { CountrySelect } from './country-select.tsx';

function typeCountry(text: string) {
  const input = screen.getByRole('textbox', { name: 'Country' });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
}

describe('country picker', () => {
  it("finds the United States for 'USA' and the United Kingdom first for 'UK'", () => {
    const onChange = vi.fn();
    renderAt('/', <CountrySelect value="" onChange={onChange} />);
    typeCountry('USA');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['United States']);
    typeCountry('UK');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'United Kingdom',
      'Ukraine',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'United Kingdom' }));
    expect(onChange).toHaveBeenCalledWith('GB');
  });
});
