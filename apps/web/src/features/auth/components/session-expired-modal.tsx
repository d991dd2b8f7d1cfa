import type { Me } from '@fanship/domain/member';
import { Modal } from '@mantine/core';
import { useNavigate } from 'react-router';
import { LoginForm } from './login-form.tsx';

/**
 * Shown over a page whose session expired while it was open: the member logs in again right there, and
 * the page, with everything typed into it, is still there afterwards. Someone else logging in instead
 * goes to the start page, away from the first member's page.
 */
export function SessionExpiredModal({ member }: { member: Me }) {
  const navigate = useNavigate();
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="Log in again"
      centered
    >
      <LoginForm
        redirect={null}
        isSessionExpired
        returningMember={member.code}
        onSignedIn={(signedIn) => {
          if (signedIn.code !== member.code) navigate('/', { replace: true });
        }}
      />
    </Modal>
  );
}
