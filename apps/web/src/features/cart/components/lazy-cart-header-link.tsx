import { lazy, Suspense } from 'react';

const Link = lazy(() =>
  import('./cart-header-link.tsx').then((module) => ({ default: module.CartHeaderLink })),
);

/**
 * The header's cart icon, loaded on its own: only members see it, so a visitor's first page (the app's entry
 * chunk) carries neither the icon nor the cart's API. A page the server drew for a member has it in the HTML,
 * and React takes it over once the chunk is there.
 */
export function CartHeaderLink() {
  return (
    <Suspense fallback={null}>
      <Link />
    </Suspense>
  );
}
