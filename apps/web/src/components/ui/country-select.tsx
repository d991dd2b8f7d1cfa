import { TextInput } from '@mantine/core';
import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type Country, countryName, listCountries, searchCountries } from '../../lib/countries.ts';
import classes from './country-select.module.css';

type CountrySelectProps = {
  value: string | null | undefined;
  onChange: (code: string) => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
  required?: boolean;
  /** The text field (a form focuses it when the country is refused). */
  ref?: Ref<HTMLInputElement>;
};

/** The list's greatest height (16.25rem in the stylesheet): below that much room under the field, it opens upwards. */
const LIST_HEIGHT_PX = 260;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A searchable country picker (an ARIA combobox): shows the country's name, its value is the two-letter code.
 * Typing matches names, codes and common names ('USA', 'UK', 'Korea'), best match first, and highlights the best
 * match; ArrowDown/ArrowUp move through the list, Enter picks, Escape closes, leaving the field restores the chosen
 * country's name. Drawn with the form's own text input and a plain list (no popover library, issue 8).
 */
export function CountrySelect({
  value,
  onChange,
  onBlur,
  error,
  label = 'Country',
  required,
  ref,
}: CountrySelectProps) {
  const id = useId();
  const listId = `${id}-countries`;
  const optionId = (index: number) => `${id}-country-${index}`;
  const input = useRef<HTMLInputElement | null>(null);
  const selectedName = countryName(value);
  const [search, setSearch] = useState(selectedName);
  const [isOpen, setIsOpen] = useState(false);
  const [isAbove, setIsAbove] = useState(false);
  /** The highlighted option, by its place in the list shown; -1 for none. */
  const [active, setActive] = useState(-1);
  useEffect(() => setSearch(selectedName), [selectedName]);

  const options = useMemo(
    () => (!isOpen ? [] : search === selectedName ? listCountries() : searchCountries(search)),
    [isOpen, search, selectedName],
  );

  // The highlighted country stays in sight as the keys move through the list.
  useEffect(() => {
    if (isOpen && active >= 0)
      document.getElementById(`${id}-country-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, isOpen, active]);

  const open = () => {
    if (isOpen) return;
    const box = input.current?.getBoundingClientRect();
    if (box) {
      const below = (window.visualViewport?.height ?? window.innerHeight) - box.bottom;
      setIsAbove(below < LIST_HEIGHT_PX && box.top > below);
    }
    setIsOpen(true);
    // The whole list is shown on opening, with the chosen country highlighted.
    setActive(value ? listCountries().findIndex((country) => country.code === value.toUpperCase()) : -1);
  };
  const close = () => {
    setIsOpen(false);
    setActive(-1);
  };
  const choose = (country: Country) => {
    onChange(country.code);
    setSearch(country.name);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) return open();
      const count = options.length;
      if (count === 0) return;
      const down = event.key === 'ArrowDown';
      setActive((index) => (index < 0 ? (down ? 0 : count - 1) : (index + (down ? 1 : -1) + count) % count));
    } else if (event.key === 'Enter' && isOpen) {
      // An open list takes Enter: it picks the highlighted country rather than sending the form.
      event.preventDefault();
      const country = options[active];
      if (country) choose(country);
      else close();
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      close();
    }
  };

  const list = isOpen && (
    <div
      role="listbox"
      id={listId}
      aria-label={label}
      className={classes.list}
      data-side={isAbove ? 'top' : 'bottom'}
    >
      {options.length === 0 ? (
        <div className={classes.empty}>No country found</div>
      ) : (
        options.map((country, index) => (
          // The options take no focus and no keys: the field keeps both and names the highlighted option
          // (aria-activedescendant), as an ARIA combobox does.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys
          // biome-ignore lint/a11y/useFocusableInteractive: the field keeps the focus
          <div
            role="option"
            id={optionId(index)}
            key={country.code}
            aria-selected={index === active}
            data-current={country.code === value || undefined}
            className={classes.option}
            // The field keeps the focus (no blur before the click lands).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(country)}
          >
            {country.name}
          </div>
        ))
      )}
    </div>
  );

  return (
    <TextInput
      ref={(element) => {
        input.current = element;
        assignRef(ref, element);
      }}
      label={label}
      withAsterisk={required}
      placeholder="Search for a country"
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={isOpen}
      aria-controls={isOpen ? listId : undefined}
      aria-activedescendant={isOpen && active >= 0 ? optionId(active) : undefined}
      autoComplete="off"
      value={search}
      error={error}
      rightSection={
        <svg
          viewBox="0 0 15 15"
          className={classes.chevron}
          data-error={error ? true : undefined}
          aria-hidden
        >
          <path d="M5 5.5 7.5 3 10 5.5M5 9.5 7.5 12 10 9.5" />
        </svg>
      }
      rightSectionPointerEvents="none"
      inputContainer={(children) => (
        <div className={classes.anchor}>
          {children}
          {list}
        </div>
      )}
      onChange={(event) => {
        setSearch(event.currentTarget.value);
        open();
        // The best match is highlighted: Enter takes it.
        setActive(0);
      }}
      onFocus={open}
      onClick={open}
      onKeyDown={onKeyDown}
      onBlur={() => {
        close();
        setSearch(selectedName);
        onBlur?.();
      }}
    />
  );
}
