import { act, render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../test/render.tsx';
import { AppRouter } from './app-router.tsx';

/** Three plain pages; the third has a section its hash can name. */
function Pages() {
  return useRoutes([
    { path: '/', element: <p>Home</p> },
    { path: '/list', element: <p>List</p> },
    { path: '/guide', element: <h2 id="shipping">Shipping</h2> },
  ]);
}

/** The app's router over a history in memory at `/`, with the window's scrolling recorded. */
function renderRouter() {
  const history = createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  render(
    <AppRouter history={history}>
      <Pages />
    </AppRouter>,
  );
  /** Leaves the page scrolled to `y`, then goes where `go` says, as a transition drawn to the end. */
  const navigate = async (y: number, go: () => void) => {
    vi.stubGlobal('scrollY', y);
    scrollTo.mockClear();
    await act(async () => go());
  };
  return { history, scrollTo, navigate };
}

afterEach(() => {
  sessionStorage.clear();
});

describe("the app's router: where the window scrolls (decision 031)", () => {
  it('leaves the first page where the browser put it', () => {
    const { scrollTo } = renderRouter();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('goes to the top on a new page, and back to where the person was on back and forward', async () => {
    const { history, scrollTo, navigate } = renderRouter();
    await navigate(640, () => history.push('/list'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await navigate(90, () => history.go(-1));
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    await navigate(0, () => history.go(1));
    expect(scrollTo).toHaveBeenCalledWith(0, 90);
  });

  it("goes to the section a link's hash names", async () => {
    const { history, scrollTo, navigate } = renderRouter();
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    await navigate(300, () => history.push('/guide#shipping'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'shipping');
    expect(scrollTo).not.toHaveBeenCalled();
    scrollIntoView.mockRestore();
  });

  it('keeps the positions for a reload of the tab', async () => {
    const { history, navigate } = renderRouter();
    await navigate(0, () => history.push('/list'));
    vi.stubGlobal('scrollY', 1200);
    window.dispatchEvent(new Event('pagehide'));
    const saved = JSON.parse(sessionStorage.getItem('fanship-scroll-positions') ?? '{}');
    expect(saved[history.location.key]).toBe(1200);
  });
});
