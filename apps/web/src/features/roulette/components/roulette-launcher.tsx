import { lazy, Suspense, useEffect, useState } from 'react';

const RouletteButton = lazy(() => import('./roulette-button.tsx'));

/**
 * The storefront's floating roulette button, mounted only after hydration from its own chunk: the server's
 * pre-rendered page and the first render in the browser are unchanged (nothing here draws until the effect runs),
 * and a page's first-visit JavaScript carries only this launcher. The modal and the wheel load when it opens.
 */
export function RouletteLauncher() {
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!isHydrated) return null;
  return (
    <Suspense fallback={null}>
      <RouletteButton />
    </Suspense>
  );
}
