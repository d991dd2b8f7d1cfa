import { unboxingButton } from '@fanship/domain/warehouse/package-statuses';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { UnboxingModal, type UnboxingPackage } from './unboxing-modal.tsx';

/**
 * A package page's unboxing video button (spec §4, `unboxingButton`): nothing unless the package may have one;
 * 'Request' (or 'FREE' for BUNJANG packages) opens the 'Request Unboxing Video' modal in request mode, with the
 * partially-arrived hint under the button; 'Cancel Request' (while an unboxing is requested or in progress) opens
 * it in view/cancel mode.
 */
export function UnboxingButton({ pkg }: { pkg: UnboxingPackage }) {
  const [isOpen, setOpen] = useState(false);
  const button = unboxingButton(pkg);
  if (!button) return null;
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size="sm"
        variant={button.mode === 'view' ? 'light' : 'filled'}
        color={button.mode === 'view' ? 'red' : button.label === 'FREE' ? 'green' : undefined}
        onClick={() => setOpen(true)}
        aria-label={`Unboxing video: ${button.label}`}
      >
        {button.label}
      </Button>
      {button.hint && (
        <Text size="xs" c="orange">
          {button.hint}
        </Text>
      )}
      <UnboxingModal pkg={pkg} mode={button.mode} opened={isOpen} onClose={() => setOpen(false)} />
    </Stack>
  );
}
