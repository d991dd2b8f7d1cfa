import { useNavigate } from 'react-router';
import { LightButton } from '../../../components/ui/light-button.tsx';
import { openHelp } from '../chat-trigger.ts';

function ChatBubble() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The floating Help button at bottom-right of the shop's pages (the roulette's is at bottom-left): the support chat's
 * messenger as the signed-in member (or a visitor), or the help desk (/help) when no chat is configured.
 */
export function HelpButton({ memberId }: { memberId: string | null }) {
  const navigate = useNavigate();
  return (
    <LightButton
      leftSection={<ChatBubble />}
      onClick={() => openHelp(memberId, () => navigate('/help'))}
      style={{
        zIndex: 90,
        boxShadow: 'var(--mantine-shadow-md)',
        position: 'fixed',
        bottom: 'calc(1rem * var(--mantine-scale))',
        right: 'calc(1rem * var(--mantine-scale))',
      }}
    >
      Help
    </LightButton>
  );
}
