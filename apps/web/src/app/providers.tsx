// Mantine's styles per component (decision 010): the base every page needs and the styles other components
// build on, in the `mantine-base` layer; each module's own components' files are added by the build in the
// `mantine` layer above it (build/vite-plugins.ts). index.html declares the layers' order.
import './mantine-base.css';
// The theme's variables as a stylesheet written at build time: MantineProvider does not compute them on each load.
import './theme-variables.css';
// The `hiddenFrom`/`visibleFrom` classes MantineProvider would draw in a style tag (AppMantineProvider does not).
import './mantine-classes.css';
import '@mantine/notifications/styles.layer.css';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { Session } from '../features/auth/index.ts';
import { ApiError } from '../lib/api-client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { AppMantineProvider } from './app-mantine-provider.tsx';
import { theme } from './theme.ts';

/**
 * Keeps the session in step with a 401 from any other call. The server clears an expired cookie in the
 * same answer, so re-reading /me would only say "signed out": an expired session is recorded at once,
 * which sends a page that needs login to the login page with the expired-session notice.
 */
function followAuthFailure(queryClient: QueryClient, error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  if (error.code === 'SESSION_EXPIRED') {
    queryClient.setQueryData<Session>(queryKeys.session.all, { member: null, isExpired: true });
  } else if (error.code === 'UNAUTHORIZED') {
    void queryClient.invalidateQueries({ queryKey: queryKeys.session.all });
  }
}

const NotificationsOutlet = lazy(() => import('./notifications-outlet.tsx'));

/** One query client per app: lists stay fresh 60 s; a 401 anywhere updates who is signed in. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[0] !== queryKeys.session.all[0]) followAuthFailure(queryClient, error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => followAuthFailure(queryClient, error),
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
  return queryClient;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AppMantineProvider theme={theme}>
        <Suspense fallback={null}>
          <NotificationsOutlet />
        </Suspense>
        {children}
      </AppMantineProvider>
    </QueryClientProvider>
  );
}
