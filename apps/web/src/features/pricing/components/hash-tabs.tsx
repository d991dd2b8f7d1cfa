import { Tabs } from '@mantine/core';
import { type ReactNode, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSelectedTabInView } from '../../../components/ui/use-selected-tab-in-view.ts';

export type HashTab = {
  value: string;
  label: string;
  content: ReactNode;
  /** Starts fetching code the tab's content loads lazily: called when the pointer or focus reaches the tab. */
  preload?: () => void;
};

/** The tab a URL hash names: '#ofm' -> 'ofm'; a malformed escape ('#%E0') names no tab rather than failing. */
export function tabOfHash(hash: string): string {
  const text = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const noChanges = () => () => {};

/**
 * Tabs whose selection is the URL hash: '#ofm' opens the 'ofm' tab, switching a tab updates the hash. The server
 * never sees the hash and draws the first tab: hydration draws it too (no mismatch), then the hash's tab.
 */
export function HashTabs({ tabs, label }: { tabs: readonly HashTab[]; label: string }) {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const isHydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const requested = isHydrated ? tabOfHash(hash) : '';
  const active = tabs.some((tab) => tab.value === requested) ? requested : tabs[0]!.value;
  const listRef = useRef<HTMLDivElement>(null);
  useSelectedTabInView(listRef, active);
  return (
    <Tabs
      value={active}
      onChange={(value) => value && navigate({ pathname, search, hash: value }, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List
        ref={listRef}
        aria-label={label}
        style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
      >
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            style={{ flexShrink: 0 }}
            onPointerEnter={tab.preload}
            onFocus={tab.preload}
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="lg">
          {tab.content}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
