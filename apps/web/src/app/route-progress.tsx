import { Box } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIsNavigating } from './app-router.tsx';

/** How long a navigation may take before the bar shows (a fast one never flashes it). */
export const ROUTE_PROGRESS_DELAY_MS = 150;

const keyframes = `@keyframes fanship-route-progress {
  0% { transform: translateX(-100%); }
  100% { transform: translateX(250%); }
}`;

/**
 * A thin bar across the top of the window while a navigation waits for the next page's code (a lazily loaded
 * route on a slow connection), so the old page staying up reads as 'loading', not 'nothing happened'.
 */
export function RouteProgress() {
  const isLoading = useIsNavigating();
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    if (!isLoading) {
      setIsShown(false);
      return;
    }
    const timer = setTimeout(() => setIsShown(true), ROUTE_PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isLoading]);
  if (!isShown) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      aria-busy="true"
      pos="fixed"
      top={0}
      left={0}
      right={0}
      h={3}
      style={{ zIndex: 1000, overflow: 'hidden', pointerEvents: 'none' }}
    >
      <style>{keyframes}</style>
      <Box
        h="100%"
        w="40%"
        bg="pink.6"
        style={{ animation: 'fanship-route-progress 1.1s ease-in-out infinite' }}
      />
    </Box>
  );
}
