import {
  type SitePage,
  type SitePageSlug,
  sitePageNames,
  sitePagePaths,
  staffSitePageSchema,
} from '@fanship/domain/catalogue/site-pages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Card, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { inputProps } from '../../../components/forms/input-props.ts';
import {
  fieldErrorSetter,
  reportSaveFailure,
  StaffFormFrame,
} from '../../../components/forms/staff-form-frame.tsx';
import { NotFoundPage } from '../../../components/ui/not-found-page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSaveSitePage, useStaffSitePages } from '../api/site-pages.ts';

const LIST_PATH = '/staff/pages';

/** /staff/pages: the terms of use and privacy policy, each with its last change and an Edit link. */
export function StaffSitePageList() {
  const pages = useStaffSitePages();
  let body: React.ReactNode;
  if (pages.isPending) body = <SkeletonRows rows={2} />;
  else if (pages.isError)
    body = <ErrorState message={errorMessageOf(pages.error)} onRetry={() => void pages.refetch()} />;
  else if (pages.data.length === 0) body = <EmptyState message="No pages yet." />;
  else
    body = pages.data.map((page) => (
      <Card key={page.slug} withBorder padding="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Text fw={600}>{page.title}</Text>
            <Text size="xs" c="dimmed">
              {sitePageNames[page.slug]} · {sitePagePaths[page.slug]} · updated{' '}
              {formatDateTime(page.updatedAt)}
            </Text>
          </Stack>
          <Group gap="sm">
            <Anchor component={Link} to={sitePagePaths[page.slug]} size="sm">
              View
            </Anchor>
            <Anchor
              component={Link}
              to={`${LIST_PATH}/${page.slug}`}
              size="sm"
              aria-label={`Edit ${page.title}`}
            >
              Edit
            </Anchor>
          </Group>
        </Group>
      </Card>
    ));
  return (
    <Stack gap="md" maw={880}>
      <PageHeader title="Pages" description="The terms of use and privacy policy linked from sign-up." />
      {body}
    </Stack>
  );
}

type FormInput = z.input<typeof staffSitePageSchema>;
type Output = z.output<typeof staffSitePageSchema>;

function SitePageForm({ page }: { page: SitePage }) {
  const navigate = useNavigate();
  const save = useSaveSitePage(page.slug);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, Output>({
    ...validateOnBlur,
    resolver: zodResolver(staffSitePageSchema),
    defaultValues: { title: page.title, contentHtml: page.contentHtml },
  });
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    save.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Page saved.' });
        navigate(LIST_PATH);
      },
      onError: (error) => reportSaveFailure(error, setFailure, fieldErrorSetter(form)),
    });
  });
  return (
    <StaffFormFrame onSubmit={submit} failure={failure} isPending={save.isPending} listPath={LIST_PATH}>
      <TextInput label="Title" withAsterisk {...inputProps(form, 'title')} />
      <Textarea
        label="Content (HTML)"
        withAsterisk
        description="Scripts and unsafe attributes are removed on save."
        autosize
        minRows={12}
        maxRows={30}
        {...inputProps(form, 'contentHtml')}
      />
    </StaffFormFrame>
  );
}

/** /staff/pages/:slug: edit one page's title and HTML. */
export function StaffSitePageForm({ slug }: { slug: string }) {
  const pages = useStaffSitePages();
  if (pages.isPending) return <SkeletonRows rows={6} />;
  if (pages.isError)
    return <ErrorState message={errorMessageOf(pages.error)} onRetry={() => void pages.refetch()} />;
  const page = pages.data.find((entry) => entry.slug === (slug as SitePageSlug));
  if (!page) return <NotFoundPage />;
  return (
    <Stack gap="md" maw={880}>
      <PageHeader title={`Edit ${sitePageNames[page.slug].toLowerCase()}`} />
      <SitePageForm page={page} />
    </Stack>
  );
}
