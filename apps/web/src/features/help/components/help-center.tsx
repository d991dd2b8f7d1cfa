import type { HelpTopic } from '@fanship/domain/catalogue/help';
import { Accordion, Stack, Tabs, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Markdown } from '../../../components/ui/markdown.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { useSelectedTabInView } from '../../../components/ui/use-selected-tab-in-view.ts';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useHelp } from '../api/get-help.ts';

/** Spec: the help answer panel is at most 3000 px high (longer answers scroll inside it). */
const ANSWER_PANEL_MAX_HEIGHT = 3000;
const panelStyles = { content: { maxHeight: ANSWER_PANEL_MAX_HEIGHT, overflowY: 'auto' as const } };

function TopicBody({ topic }: { topic: HelpTopic }) {
  return (
    <Stack gap="sm">
      {topic.contentMarkdown.trim() && <Markdown>{topic.contentMarkdown}</Markdown>}
      {topic.faqs.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="md">
            FAQ
          </Title>
          <Accordion variant="contained" styles={panelStyles}>
            {topic.faqs.map((faq) => (
              <Accordion.Item key={faq.question} value={faq.question}>
                <Accordion.Control>{faq.question}</Accordion.Control>
                <Accordion.Panel>
                  <Markdown>{faq.answerMarkdown}</Markdown>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      )}
    </Stack>
  );
}

/** The help desk: one tab per category (query `category`), its topics in an accordion. */
export function HelpCenter() {
  const help = useHelp();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabListRef = useRef<HTMLDivElement>(null);
  // The selected tab scrolls into view once the categories are shown, and on each change of category.
  useSelectedTabInView(tabListRef, help.data ? `category:${searchParams.get('category') ?? ''}` : undefined);
  const header = (
    <PageHeader title="Help" description="Answers about our shop, Order for Me and forwarding." />
  );
  if (help.isPending) {
    return (
      <Stack>
        {header}
        <SkeletonRows rows={5} />
      </Stack>
    );
  }
  if (help.isError) {
    return (
      <Stack>
        {header}
        <ErrorState message={errorMessageOf(help.error)} onRetry={() => void help.refetch()} />
      </Stack>
    );
  }
  const categories = help.data;
  if (categories.length === 0) {
    return (
      <Stack>
        {header}
        <EmptyState message="No help topics yet." />
      </Stack>
    );
  }
  const requested = searchParams.get('category');
  const active = categories.find((category) => category.slug === requested) ?? categories[0]!;
  return (
    <Stack gap="md">
      {header}
      <Tabs
        value={active.slug}
        onChange={(slug) => slug && setSearchParams(slug === categories[0]!.slug ? {} : { category: slug })}
      >
        <Tabs.List ref={tabListRef} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {categories.map((category) => (
            <Tabs.Tab key={category.slug} value={category.slug}>
              {category.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {active.topics.length === 0 ? (
        <EmptyState message="No topics in this category yet." />
      ) : (
        <Accordion variant="separated" styles={panelStyles} key={active.slug}>
          {active.topics.map((topic) => (
            <Accordion.Item key={topic.id} value={String(topic.id)}>
              <Accordion.Control>
                <Text fw={600}>{topic.title}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                <TopicBody topic={topic} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
