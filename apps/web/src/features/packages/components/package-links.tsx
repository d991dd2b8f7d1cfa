import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { LinksCard } from '../../../components/ui/links-card.tsx';

/**
 * The member's way to their packages and their lost-and-found claims from the account page (the phone menu links
 * them too).
 */
export function PackageLinks() {
  return (
    <LinksCard
      title="Packages"
      text={
        <>
          What is in your locker at our warehouse, its storage days and fees. A parcel of yours arrived
          without a registration? Claim it in Lost &amp; Found.
        </>
      }
    >
      <Group gap="xs">
        <Button component={Link} to="/packages" variant="light">
          My packages
        </Button>
        <Button component={Link} to="/lost-and-found" variant="default">
          Lost &amp; Found
        </Button>
      </Group>
    </LinksCard>
  );
}
