import { Affix, Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const RouletteDialog = lazy(() => import('./roulette-dialog.tsx'));

function WheelIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
      <circle cx="12" cy="12" r="9" strokeWidth="2" />
      <path d="M12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6 5.6 18.4" strokeWidth="1.5" />
    </svg>
  );
}

/** The floating button at the bottom left (spec §2); the dialog's code is fetched the first time it opens. */
export default function RouletteButton() {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <Affix position={{ bottom: 16, left: 16 }} zIndex={150}>
        <Button
          radius="xl"
          size="md"
          leftSection={<WheelIcon />}
          aria-label="Roulette Event"
          onClick={() => {
            setHasOpened(true);
            setOpen(true);
          }}
        >
          Roulette
        </Button>
      </Affix>
      {hasOpened ? (
        <Suspense fallback={null}>
          <RouletteDialog opened={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
