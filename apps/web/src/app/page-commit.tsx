import { createContext, type ReactNode, useContext, useLayoutEffect } from 'react';

/** What runs when a page (not only the frame around it) has been drawn and is live: main.tsx's `onCommit`. */
export const PageCommitContext = createContext<(() => void) | undefined>(undefined);

/**
 * Runs the app's `onCommit` when the page under it is on the screen and live. It wraps the page inside its
 * `Suspense`: React hydrates the frame first and the page in a later pass, so a commit of the frame alone says
 * nothing about the page (the server's HTML of the page stays inert until then). Draws only its one child.
 */
export function OnPageCommit({ children }: { children: ReactNode }) {
  const onCommit = useContext(PageCommitContext);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page is first drawn
  useLayoutEffect(() => onCommit?.(), []);
  return children;
}
