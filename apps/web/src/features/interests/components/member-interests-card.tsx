import type { Me } from '@fanship/domain/member';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** The profile's Interests card: the member's chosen keywords and a link to change them at /interests. */
export function MemberInterestsCard({ member }: { member: Me }) {
  return (
    <Card>
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} fz={20}>
            Interests
          </Title>
          <Button variant="light" component={Link} to="/interests">
            Edit Interests
          </Button>
        </Group>
        {member.interests.length === 0 ? (
          <Text c="dimmed" size="sm">
            You have not chosen any interests yet.
          </Text>
        ) : (
          <Group gap="xs" aria-label="Your interests" role="list">
            {member.interests.map((interest) => (
              <Badge key={interest.keyword} variant="light" size="lg" role="listitem" tt="none">
                {interest.name}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
