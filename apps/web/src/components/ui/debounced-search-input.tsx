import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

type DebouncedSearchInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  /** The applied search text (from the URL); the box follows it when it changes elsewhere. */
  value: string;
  /** Called with the text after the user stops typing for `delay` ms, or at once on Enter. */
  onSearch: (text: string) => void;
  delay: number;
};

/**
 * A search box that applies its text after a pause in typing, and at once on Enter or when the box is left: a
 * search still waiting when the user clicks a link elsewhere would otherwise land after that click and take
 * them back to the list.
 */
export function DebouncedSearchInput({ value, onSearch, delay, ...inputProps }: DebouncedSearchInputProps) {
  const [text, setText] = useState(value);
  // What this box last applied: when it comes back as `value` the box keeps what the user has typed
  // since (resetting it then would drop keystrokes made while the search was applied).
  const applied = useRef(value.trim());
  const apply = (next: string) => {
    applied.current = next.trim();
    onSearch(next);
  };
  const applyLater = useDebouncedCallback(apply, delay);
  useEffect(() => {
    if (value.trim() === applied.current) return;
    applied.current = value.trim();
    setText(value);
  }, [value]);
  return (
    <TextInput
      type="search"
      {...inputProps}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        applyLater(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        applyLater.cancel();
        apply(text);
      }}
      onBlur={(event) => {
        if (applyLater.isPending()) applyLater.flush();
        inputProps.onBlur?.(event);
      }}
    />
  );
}
