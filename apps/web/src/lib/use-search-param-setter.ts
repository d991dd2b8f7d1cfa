import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Sets one query parameter at a time, each change built on the previous one even before the page renders it: a
 * navigation's render is a transition, so a second filter chosen before it lands (a phone picking a type, then a
 * sub-type) would otherwise start from the old parameters and drop the first choice.
 */
export function useSearchParamSetter(): [
  URLSearchParams,
  (name: string, value: string, replace?: boolean) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const pending = useRef<{ from: string; next: URLSearchParams } | null>(null);
  const rendered = searchParams.toString();
  const setParam = (name: string, value: string, replace = false) => {
    const base = pending.current?.from === rendered ? pending.current.next : searchParams;
    const next = new URLSearchParams(base);
    if (value) next.set(name, value);
    else next.delete(name);
    pending.current = { from: rendered, next };
    setSearchParams(next, { replace });
  };
  return [searchParams, setParam];
}
