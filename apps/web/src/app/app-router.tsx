import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  useTransition,
} from 'react';
import { type Location, type NavigationType, Router, type UNSAFE_createBrowserHistory } from 'react-router';

/** A history of addresses: the browser's, or one in memory (tests). */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

const NavigationPendingContext = createContext(false);

/** Whether a navigation is waiting for the next page (its code), while the current page stays up. */
export function useIsNavigating(): boolean {
  return useContext(NavigationPendingContext);
}

const SCROLL_POSITIONS_KEY = 'fanship-scroll-positions';

/** Scroll positions by history entry, kept across a reload in the tab's session storage. */
function readScrollPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Where the window scrolls once a navigation's page is drawn: back and forward return to where the person was on
 * that entry; any other navigation goes to the element its hash names, or to the top (as React Router's
 * `ScrollRestoration` does for a data router). Returns `save`, called as the address changes, while the page still
 * shows the entry being left.
 */
function useScrollRestoration(location: Location, navigationType: NavigationType): () => void {
  // One object for the router's life, written as the person leaves each entry.
  const [positions] = useState(readScrollPositions);
  const renderedKey = useRef(location.key);
  const save = useCallback(() => {
    positions[renderedKey.current] = window.scrollY;
  }, [positions]);
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const persist = () => {
      save();
      sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
    };
    window.addEventListener('pagehide', persist);
    return () => window.removeEventListener('pagehide', persist);
  }, [save, positions]);
  const firstKey = useRef(location.key);
  useLayoutEffect(() => {
    renderedKey.current = location.key;
    const saved = positions[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    // The first page is where the browser put it (at its hash, or where a person scrolled the server's HTML).
    if (location.key === firstKey.current) return;
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, navigationType, positions]);
  return save;
}

/**
 * The app's router over a history (decision 031): React Router's declarative `Router`, whose address changes are
 * React transitions, so the page stays up while the next page's code loads (the navigation is then pending:
 * `useIsNavigating`). `onNavigate` runs as the address changes, before the new page is drawn (the app starts
 * loading the page's modules there, all at once).
 */
export function AppRouter({
  history,
  onNavigate,
  children,
}: {
  history: AppHistory;
  onNavigate?: (location: Location) => void;
  children: ReactNode;
}) {
  const [state, setState] = useState({ location: history.location, action: history.action });
  const [isPending, startTransition] = useTransition();
  const saveScroll = useScrollRestoration(state.location, state.action);
  // A history has one listener: it keeps the scroll position of the entry being left, starts loading the next page
  // and draws it as a transition.
  useLayoutEffect(
    () =>
      history.listen(({ location, action }) => {
        saveScroll();
        onNavigate?.(location);
        startTransition(() => setState({ location, action }));
      }),
    [history, onNavigate, saveScroll],
  );
  return (
    <NavigationPendingContext value={isPending}>
      <Router navigator={history} location={state.location} navigationType={state.action}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
