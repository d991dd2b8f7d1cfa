import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/ui/not-found-page.tsx';
import { RouterErrorPage } from '../components/ui/route-error-boundary.tsx';
import { RootLayout } from './routes/root-layout.tsx';

/** Every page is its own chunk, loaded when first visited. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouterErrorPage,
    children: [
      {
        ErrorBoundary: RouterErrorPage,
        children: [
          { index: true, lazy: () => import('./routes/home.tsx') },
          { path: 'login', lazy: () => import('./routes/login.tsx') },
          { path: 'signup', lazy: () => import('./routes/signup.tsx') },
          { path: 'recovery', element: <Navigate to="/recovery/id" replace /> },
          { path: 'recovery/id', lazy: () => import('./routes/recovery-id.tsx') },
          { path: 'recovery/password', lazy: () => import('./routes/recovery-password.tsx') },
          { path: 'recovery/change-password', lazy: () => import('./routes/change-password.tsx') },
          { path: 'profile', lazy: () => import('./routes/profile.tsx') },
          { path: 'addresses/new', lazy: () => import('./routes/address-new.tsx') },
          { path: 'addresses/edit/:id', lazy: () => import('./routes/address-edit.tsx') },
          { path: 'dev/mailbox', lazy: () => import('./routes/dev-mailbox.tsx') },
          {
            path: 'staff',
            lazy: () => import('./routes/staff-layout.tsx'),
            children: [
              { index: true, element: <Navigate to="/staff/members" replace /> },
              { path: 'members', lazy: () => import('./routes/staff-members.tsx') },
              { path: 'members/:code', lazy: () => import('./routes/staff-member-detail.tsx') },
              { path: '*', Component: NotFoundPage },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
