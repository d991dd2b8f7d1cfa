import { Combobox, InputBase, useCombobox } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { countryName, listCountries, searchCountries } from '../../lib/countries.ts';

type CountrySelectProps = {
  value: string | null | undefined;
  onChange: (code: string) => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
  required?: boolean;
};

/**
 * A searchable country picker: shows the country's name, its value is the two-letter code. Typing matches
 * names, codes and common names ('USA', 'UK', 'Korea'), best match first.
 */
export function CountrySelect({
  value,
  onChange,
  onBlur,
  error,
  label = 'Country',
  required,
}: CountrySelectProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const selectedName = countryName(value);
  const [search, setSearch] = useState(selectedName);
  useEffect(() => setSearch(selectedName), [selectedName]);

  const filtered = useMemo(
    () => (search === selectedName ? listCountries() : searchCountries(search)),
    [search, selectedName],
  );

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(code) => {
        onChange(code);
        setSearch(countryName(code));
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          label={label}
          withAsterisk={required}
          placeholder="Search for a country"
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          value={search}
          error={error}
          autoComplete="off"
          onChange={(event) => {
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
            setSearch(event.currentTarget.value);
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setSearch(selectedName);
            onBlur?.();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }}>
          {filtered.length === 0 ? (
            <Combobox.Empty>No country found</Combobox.Empty>
          ) : (
            filtered.map((country) => (
              <Combobox.Option value={country.code} key={country.code} active={country.code === value}>
                {country.name}
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
