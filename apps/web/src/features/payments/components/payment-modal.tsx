import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Below Mantine's `sm` breakpoint (48em) the payment dialogs fill the screen. */
const PHONE_QUERY = '(max-width: 47.99em)';

/** A payment dialog: centred on wide screens, full-screen on phones; it cannot be dismissed while a call runs. */
export function PaymentModal({
  title,
  onClose,
  canClose = true,
  size = 'md',
  children,
}: {
  title: string;
  onClose: () => void;
  canClose?: boolean;
  size?: ModalProps['size'];
  children: ReactNode;
}) {
  const isPhone = useMediaQuery(PHONE_QUERY) ?? false;
  return (
    <Modal
      opened
      onClose={() => canClose && onClose()}
      title={title}
      fullScreen={isPhone}
      size={size}
      centered={!isPhone}
      closeOnClickOutside={canClose}
      closeOnEscape={canClose}
      withCloseButton={canClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {children}
    </Modal>
  );
}
