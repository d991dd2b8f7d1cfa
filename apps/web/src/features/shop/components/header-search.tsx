import { MAX_KEYWORD_LENGTH, SHOP_SEARCH_DEBOUNCE_MS } from '@fanship/domain/catalogue/catalogue-constants';
import { Box } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { LightTextInput } from '../../../components/ui/light-text-input.tsx';
import { shopSearchPath } from '../shop-paths.ts';

// The preview (and its query code) loads on first typing, so pages like login do not carry it.
const SearchPreview = lazy(() => import('./search-preview.tsx'));

const searchIcon = (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

/** The header's product search: a preview of 5 matches while typing; Enter opens the full search. */
export function HeaderSearch({ onDone }: { onDone?: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [debounced] = useDebouncedValue(text.trim(), SHOP_SEARCH_DEBOUNCE_MS);

  function go(path: string) {
    setOpen(false);
    setText('');
    onDone?.();
    navigate(path);
  }

  return (
    <Box pos="relative" w={{ base: '100%', sm: 220 }}>
      <LightTextInput
        type="search"
        aria-label="Search the shop"
        placeholder="Search the shop"
        maxLength={MAX_KEYWORD_LENGTH}
        leftSection={searchIcon}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
          if (event.key === 'Enter' && text.trim()) {
            go(shopSearchPath(text));
          }
        }}
      />
      {isOpen && debounced !== '' && (
        <Box
          pos="absolute"
          top="calc(100% + 4px)"
          left={0}
          w={{ base: '100%', sm: 320 }}
          style={{ zIndex: 300 }}
        >
          <Suspense fallback={null}>
            <SearchPreview text={debounced} onNavigate={go} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
