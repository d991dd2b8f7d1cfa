import { Card, Text, Title } from '@mantine/core';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { createPortal } from 'react-dom';

/** Where the staff request page puts a kind's actions: its routine steps at the top, its danger zone apart. */
type Slots = { actions: HTMLElement | null; danger: HTMLElement | null };

const SlotsContext = createContext<Slots | null>(null);

/** Renders `children` in the page's slot; outside the staff request page (a kind's body tested alone), in place. */
function InSlot({ slot, children }: { slot: keyof Slots; children: ReactNode }) {
  const slots = useContext(SlotsContext);
  if (!slots) return children;
  const target = slots[slot];
  return target ? createPortal(children, target) : null;
}

/**
 * A kind's current routine actions (what its status table allows staff now: its step forms and buttons). On the
 * staff request page they are shown at the top, under the page header and above the member and the details, so
 * staff reach them on arrival without scrolling, on a phone as on a desktop.
 */
export function RequestActions({ children }: { children: ReactNode }) {
  return <InSlot slot="actions">{children}</InSlot>;
}

/**
 * A kind's actions that give money back or cannot be undone (refunding everything): apart from the routine ones,
 * in a red-bordered 'Danger zone' after the request's details, never beside the routine buttons.
 */
export function RequestDangerZone({ children }: { children: ReactNode }) {
  return (
    <InSlot slot="danger">
      <Card
        withBorder
        padding="md"
        component="section"
        aria-label="Danger zone"
        style={{ borderColor: 'var(--mantine-color-red-6)' }}
      >
        <Title order={2} fz="lg" c="red.8" mb={4}>
          Danger zone
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          These actions give money back or cannot be undone: each asks for confirmation first.
        </Text>
        {children}
      </Card>
    </InSlot>
  );
}

/** The two places of the page, each an element without a box of its own (`display: contents`). */
export function useRequestPageSlots() {
  const [actions, setActions] = useState<HTMLElement | null>(null);
  const [danger, setDanger] = useState<HTMLElement | null>(null);
  return {
    slots: { actions, danger },
    actionsSlot: <div ref={setActions} data-slot="actions" style={{ display: 'contents' }} />,
    dangerSlot: <div ref={setDanger} data-slot="danger" style={{ display: 'contents' }} />,
  };
}

/** Gives the kind's body, rendered anywhere below, the page's slots. */
export function RequestPageSlots({ slots, children }: { slots: Slots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}
