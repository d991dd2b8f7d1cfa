import type { InterestKeyword } from '@fanship/domain/catalogue/interests';
import type { Me } from '@fanship/domain/member';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useInterestKeywords, useSaveInterests } from '../api/interests-api.ts';
import { KeywordToggles } from './keyword-toggles.tsx';
import { SubKeywordStep } from './sub-keyword-step.tsx';

/** Where finishing (or skipping) the onboarding leads. */
const AFTER_INTERESTS_PATH = '/';

/** The chosen codes worth saving: chosen top-level keywords, and chosen sub-keywords of chosen ones. */
export function interestsToSave(keywords: InterestKeyword[], chosen: ReadonlySet<string>): string[] {
  return keywords
    .filter((top) => chosen.has(top.keyword))
    .flatMap((top) => [
      top.keyword,
      ...top.children.filter((child) => chosen.has(child.keyword)).map((child) => child.keyword),
    ]);
}

function Steps({ keywords, member }: { keywords: InterestKeyword[]; member: Me }) {
  const navigate = useNavigate();
  const save = useSaveInterests();
  const [step, setStep] = useState<1 | 2>(1);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(member.interests.map((interest) => interest.keyword)),
  );
  const toggle = (keyword: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(keyword)) next.add(keyword);
      return next;
    });
  const withChildren = keywords.filter((top) => chosen.has(top.keyword) && top.children.length > 0);
  const complete = () =>
    save.mutate(interestsToSave(keywords, chosen), { onSuccess: () => navigate(AFTER_INTERESTS_PATH) });
  const completeButton = (
    <Button onClick={complete} loading={save.isPending}>
      Complete
    </Button>
  );
  const isSaving = save.isPending;
  let body: ReactNode;
  let actions: ReactNode;
  if (step === 1) {
    body = (
      <KeywordToggles
        keywords={keywords}
        chosen={chosen}
        onToggle={toggle}
        label="Interests"
        disabled={isSaving}
      />
    );
    actions = (
      <>
        <Button variant="subtle" component={Link} to={AFTER_INTERESTS_PATH} disabled={isSaving}>
          Skip
        </Button>
        {withChildren.length > 0 ? <Button onClick={() => setStep(2)}>Next</Button> : completeButton}
      </>
    );
  } else {
    body = <SubKeywordStep parents={withChildren} chosen={chosen} onToggle={toggle} disabled={isSaving} />;
    actions = (
      <>
        <Button variant="default" onClick={() => setStep(1)} disabled={isSaving}>
          Prev
        </Button>
        {completeButton}
      </>
    );
  }
  return (
    <Card maw={760} p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Text size="xs" fw={700} c="dimmed" lts={0.5}>
            STEP {step}
          </Text>
          <Title order={2} fz={20}>
            {step === 1 ? 'What are you into?' : 'Anything more specific?'}
          </Title>
        </Stack>
        <FailureAlert error={save.error} title="Your interests were not saved" />
        {body}
        <Group justify="space-between" gap="sm">
          {actions}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /interests (spec §2): step one picks top-level keywords (Complete, or Next when a chosen one has sub-keywords, or
 * Skip to /); step two searches and picks their sub-keywords (Complete or Prev). Complete saves with PATCH /me and
 * goes to /; the member's current interests start chosen.
 */
export function InterestsOnboarding({ member }: { member: Me }) {
  const keywords = useInterestKeywords();
  let body: ReactNode;
  if (keywords.isPending) body = <LoadingState />;
  else if (keywords.isError)
    body = <ErrorState message={errorMessageOf(keywords.error)} onRetry={() => keywords.refetch()} />;
  else if (keywords.data.length === 0)
    body = (
      <EmptyState message="There are no interests to choose yet.">
        <Button component={Link} to={AFTER_INTERESTS_PATH}>
          Continue
        </Button>
      </EmptyState>
    );
  else body = <Steps keywords={keywords.data} member={member} />;
  return (
    <>
      <PageHeader
        title="Your interests"
        description="Pick what you love and we will show you more of it. You can change this on your profile."
      />
      {body}
    </>
  );
}
