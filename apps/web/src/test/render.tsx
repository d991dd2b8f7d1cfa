import { act, cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  createMemoryRouter,
  RouterProvider,
} from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { BrowserApp } from '../app/browser-app.tsx';
import { AppProviders, createQueryClient } from '../app/providers.tsx';
import { loadPurifier } from '../components/ui/sanitized-html.tsx';

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** A window.matchMedia (jsdom has none) whose queries match as `matches` says; none by default. */
export function fakeMatchMedia(matches: (query: string) => boolean = () => false) {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!window.matchMedia) window.matchMedia = fakeMatchMedia();
globalThis.ResizeObserver ??= NoopResizeObserver;
// findBy/waitFor wait up to 15 s (not 1 s): on a busy two-core CI machine a lazy chunk or a mocked
// answer behind a filled-in form can take several seconds. The test itself still fails within 30 s.
configure({ asyncUtilTimeout: 15000 });
Element.prototype.scrollIntoView ??= () => undefined;
// jsdom has no FontFaceSet; Mantine's autosize Textarea listens on it for fonts that change line heights.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// Code a page loads after it has drawn (issue 8): DOMPurify, which pages wait for before showing stored HTML, and
// the forms' validation. In the browser it is there long before the page's data or a first keystroke, while a
// mocked answer comes at once; and a download still under way when a test file ends fails the run. Have it all
// loaded before a test starts.
beforeAll(() =>
  Promise.all([
    loadPurifier(),
    import('@fanship/domain/schemas/login'),
    import('@fanship/domain/schemas/recovery'),
    import('@fanship/domain/schemas/sign-up'),
  ]),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type MockAnswer = { status?: number; body?: unknown };

/** Replaces fetch with answers chosen by method and path; unknown calls answer 404. */
export function mockApi(answers: Record<string, MockAnswer | ((body: unknown) => MockAnswer)>) {
  const calls: { key: string; body: unknown; search: string }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body, search: url.search });
    const entry = answers[key];
    const answer =
      typeof entry === 'function'
        ? entry(body)
        : (entry ?? { status: 404, body: { code: 'NOT_FOUND', message: 'Resource Not Found' } });
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/**
 * Renders the whole app (its providers, router and route table) at a path, with its history in memory. Awaited:
 * a page whose code loads lazily suspends, and React resumes it only after an awaited `act`.
 */
export async function renderAppAt(path: string) {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const queryClient = createQueryClient();
  const rendered = await act(async () =>
    render(<BrowserApp history={history} queryClient={queryClient} onCommit={() => undefined} />),
  );
  return { history, queryClient, ...rendered };
}

/** Renders an element inside the app's providers at a path. */
export function renderAt(path: string, element: ReactNode, routePath = '*') {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '/profile', element: <h1>Profile page</h1> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  return {
    queryClient,
    router,
    ...render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}

/** Matches a field label with or without Mantine's required asterisk. */
export function fieldLabel(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}

/** Types a value into the field with this label (a change event, as a paste would). */
export function typeInto(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(fieldLabel(label)), { target: { value } });
}

/** Opens the select with this label and picks the option named. */
export async function chooseOption(label: string, option: string) {
  const input = screen.getAllByLabelText(fieldLabel(label)).find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`No select labelled ${label}`);
  fireEvent.focus(input);
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}
