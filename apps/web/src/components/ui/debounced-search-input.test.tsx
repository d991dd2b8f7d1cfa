import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { DebouncedSearchInput } from './debounced-search-input.tsx';

/** The box with its applied value kept the way pages keep it in the URL: trimmed. */
function Harness({ onApplied }: { onApplied: (text: string) => void }) {
  const [applied, setApplied] = useState('');
  return (
    <>
      <DebouncedSearchInput
        aria-label="Search"
        value={applied}
        delay={200}
        onSearch={(text) => {
          setApplied(text.trim());
          onApplied(text.trim());
        }}
      />
      <button type="button" onClick={() => setApplied('reset elsewhere')}>
        Elsewhere
      </button>
    </>
  );
}

function type(box: HTMLInputElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
}

describe('DebouncedSearchInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps what was typed while an earlier pause applied the search', () => {
    const applied: string[] = [];
    renderAt('/', <Harness onApplied={(text) => applied.push(text)} />);
    const box = screen.getByLabelText('Search') as HTMLInputElement;
    type(box, 'Light ');
    act(() => vi.advanceTimersByTime(200));
    expect(applied).toEqual(['Light']);
    // The applied value comes back trimmed; the trailing space and the next letters stay.
    expect(box.value).toBe('Light ');
    type(box, 'Light S');
    act(() => vi.advanceTimersByTime(100));
    type(box, 'Light St');
    act(() => vi.advanceTimersByTime(200));
    expect(applied).toEqual(['Light', 'Light St']);
    expect(box.value).toBe('Light St');
  });

  it('applies at once on Enter and follows a value changed elsewhere', () => {
    const applied: string[] = [];
    renderAt('/', <Harness onApplied={(text) => applied.push(text)} />);
    const box = screen.getByLabelText('Search') as HTMLInputElement;
    type(box, 'aurora');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(applied).toEqual(['aurora']);
    act(() => vi.advanceTimersByTime(500));
    expect(applied).toEqual(['aurora']);
    fireEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(box.value).toBe('reset elsewhere');
  });

  it('applies a waiting search at once when the box is left, and not again after the pause', () => {
    const applied: string[] = [];
    renderAt('/', <Harness onApplied={(text) => applied.push(text)} />);
    const box = screen.getByLabelText('Search') as HTMLInputElement;
    type(box, 'LF12');
    fireEvent.blur(box);
    expect(applied).toEqual(['LF12']);
    act(() => vi.advanceTimersByTime(500));
    expect(applied).toEqual(['LF12']);
    // Leaving the box with nothing waiting applies nothing.
    fireEvent.focus(box);
    fireEvent.blur(box);
    expect(applied).toEqual(['LF12']);
  });
});
