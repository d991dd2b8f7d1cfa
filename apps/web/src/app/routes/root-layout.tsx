import { isStaffRole } from '@fanship/domain/member';
import { notifications } from '@mantine/notifications';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { memo, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { ShellLink } from '../../components/ui/explore-links.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { RouteErrorBoundary } from '../../components/ui/route-error-boundary.tsx';
import { type ShellNavItem, SiteShell } from '../../components/ui/site-shell.tsx';
import { StaffFrameLoading } from '../../components/ui/staff-frame.tsx';
import { useSession, useSignOut } from '../../features/auth/index.ts';
import { CartHeaderLink } from '../../features/cart/index.ts';
import { RouletteLauncher } from '../../features/roulette/index.ts';
import { HeaderSearch } from '../../features/shop/index.ts';
import { HelpButton } from '../../features/support-chat/index.ts';
import { useResetTitleOnNavigation } from '../../lib/page-title.ts';
import { OnPageCommit } from '../page-commit.tsx';
import { RouteProgress } from '../route-progress.tsx';

/**
 * A member's own pages after the request kinds: the warehouse (packages, lost and found) and payments. With the
 * kinds, a menu in the wide header, listed under their headings in the phone menu.
 */
const lockerLinks: ShellLink[] = [
  { label: 'Packages', to: '/packages', section: 'Warehouse' },
  { label: 'Lost & Found', to: '/lost-and-found', section: 'Warehouse' },
  { label: 'Charges', to: '/charges', section: 'Payments' },
  { label: 'Invoices', to: '/invoices', section: 'Payments' },
];

let kindLinksLoad: Promise<ShellLink[]> | undefined;

/** The request kinds' links, loaded once a member is signed in (empty until they arrive, and for visitors). */
function useRequestKindLinks(isMember: boolean): ShellLink[] {
  const [links, setLinks] = useState<ShellLink[]>([]);
  useEffect(() => {
    if (!isMember) return;
    kindLinksLoad ??= import('../member-links.ts').then((module) => module.requestKindLinks);
    let isCurrent = true;
    void kindLinksLoad.then((loaded) => isCurrent && setLinks(loaded));
    return () => {
      isCurrent = false;
    };
  }, [isMember]);
  return links;
}

const authPagePattern = /^\/(login|signup|recovery)(\/|$)/;

function useNavItems(): ShellNavItem[] {
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const member = session.data?.member;
  const kindLinks = useRequestKindLinks(Boolean(member));
  if (session.isPending) return [];
  if (!member) {
    // Sign-in pages link to each other already; repeating them in the header would show two 'Login' links.
    if (authPagePattern.test(pathname)) return [];
    return [
      { label: 'Login', to: '/login' },
      { label: 'Sign Up', to: '/signup', isPrimary: true },
    ];
  }
  const items: ShellNavItem[] = [
    { label: 'My requests', links: [...kindLinks, ...lockerLinks] },
    { label: 'My account', to: '/profile' },
  ];
  if (isStaffRole(member.role)) items.push({ label: 'Staff', to: '/staff' });
  items.push({
    label: 'Logout',
    onClick: () => {
      navigate('/');
      signOut.mutate(undefined, {
        onSuccess: () => notifications.show({ message: 'You have been logged out.' }),
      });
    },
  });
  return items;
}

/**
 * The page, with one error boundary per route. While a page's code loads the frame stays: on a first visit a loading
 * line stands where the page will be (`fallback`); during a navigation the old page stays up (a transition,
 * app-router.tsx). Memoised: when the session arrives or changes, the header redraws and the page does not (a page
 * that depends on the session reads it itself).
 */
const RoutePage = memo(function RoutePage({ fallback }: { fallback: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={fallback}>
      <OnPageCommit>
        <QueryErrorResetBoundary>
          {({ reset }) => (
            <RouteErrorBoundary key={pathname} onReset={reset}>
              <Outlet />
            </RouteErrorBoundary>
          )}
        </QueryErrorResetBoundary>
      </OnPageCommit>
    </Suspense>
  );
});

const staffConsolePattern = /^\/staff(\/|$)/;
const pageLoading = <LoadingState />;
const consoleLoading = <StaffFrameLoading />;

/** The header's cart icon, for members only (its own component: the session's arrival redraws only it). */
function MemberCartLink() {
  const member = useSession().data?.member;
  return member ? <CartHeaderLink /> : null;
}

/** The floating Help button, as the signed-in member (or a visitor). */
function SessionHelpButton() {
  const member = useSession().data?.member;
  return <HelpButton memberId={member?.code ?? null} />;
}

const headerSearch = (onDone?: () => void) => <HeaderSearch onDone={onDone} />;

/**
 * The shop's frame around a page. It reads no session itself: the parts that depend on who is signed in (the
 * header's entries, the cart icon, the Help button) read it, so the session's arrival after a first load redraws
 * those and not the whole frame, which on a phone was one long task (issue 26).
 */
function ShopLayout() {
  return (
    <SiteShell useItems={useNavItems} search={headerSearch} actions={<MemberCartLink />}>
      <RoutePage fallback={pageLoading} />
      <RouteProgress />
      <SessionHelpButton />
      <RouletteLauncher />
    </SiteShell>
  );
}

/**
 * At a staff address: until the session is known the page is drawn without the shop's frame (the console, or for
 * anyone who is not staff the shop's 404, follows), so the shop's header never flashes before the console's.
 */
function StaffAddressLayout() {
  const session = useSession();
  const member = session.data?.member;
  if (session.isPending || (member && isStaffRole(member.role))) {
    return (
      <>
        <RoutePage fallback={consoleLoading} />
        <RouteProgress />
      </>
    );
  }
  return <ShopLayout />;
}

/**
 * The shell around every page. The staff console, for staff, draws its own header (`features/staff`, its own
 * chunk) instead of the shop's menu and cart; anyone else at /staff sees the shop's frame around the 404 page.
 */
export function RootLayout() {
  useResetTitleOnNavigation();
  const { pathname } = useLocation();
  return staffConsolePattern.test(pathname) ? <StaffAddressLayout /> : <ShopLayout />;
}

/** The payment window's return pages: outside the site frame, with the same error boundary and loading line. */
export function PaymentReturnLayout() {
  return <RoutePage fallback={pageLoading} />;
}
