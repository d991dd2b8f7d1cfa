import { useNavigate } from 'react-router';

/** The spec's delay between a card tap and opening the request (the tap's ripple shows first). */
export const CARD_TAP_DELAY_MS = 200;

/** Opens a path `CARD_TAP_DELAY_MS` after a list card is tapped (the request lists on phones). */
export function useOpenAfterTap(): (path: string) => void {
  const navigate = useNavigate();
  return (path) => window.setTimeout(() => navigate(path), CARD_TAP_DELAY_MS);
}
