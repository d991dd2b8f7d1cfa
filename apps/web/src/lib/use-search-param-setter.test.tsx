import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParamSetter } from './use-search-param-setter.ts';

let result: { setParam: ReturnType<typeof useSearchParamSetter>[1]; search: string } | undefined;

/** Hands the hook's setter to the test. */
function Probe() {
  const [, setParam] = useSearchParamSetter();
  result = { setParam, search: useLocation().search };
  return null;
}

function setup(initial: string) {
  result = undefined;
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], {
    initialEntries: [`/list${initial}`],
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <>
      <RouterProvider router={router} />
      {children}
    </>
  );
  renderHook(() => null, { wrapper });
  return { current: () => result!, router };
}

describe('useSearchParamSetter', () => {
  it('keeps the first of two changes made before the page renders the first', async () => {
    const { current, router } = setup('?keyword=moon');
    const { setParam } = current();
    await act(async () => {
      setParam('type', 'OFFLINE');
      setParam('subType', 'SHOWCASE');
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ keyword: 'moon', type: 'OFFLINE', subType: 'SHOWCASE' });
  });

  it('removes a parameter set to nothing and builds on the rendered parameters afterwards', async () => {
    const { current, router } = setup('?type=OFFLINE');
    await act(async () => current().setParam('type', ''));
    await act(async () => current().setParam('artist', 'bts'));
    expect(router.state.location.search).toBe('?artist=bts');
  });
});
