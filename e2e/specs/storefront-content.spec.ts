import { type APIRequestContext, expect, test } from '@playwright/test';

type PostSummary = { id: number; title: string; subType: string | null };
type HelpCategory = {
  slug: string;
  title: string;
  topics: { title: string; contentMarkdown: string; faqs: { question: string; answerMarkdown: string }[] }[];
};

async function listPosts(request: APIRequestContext, query: string): Promise<PostSummary[]> {
  const response = await request.get(`/api/posts?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { content: PostSummary[] }).content;
}

test('help shows category tabs and a topic opens to its markdown and FAQs', async ({ page, request }) => {
  const response = await request.get('/api/help');
  expect(response.ok()).toBe(true);
  const categories = (await response.json()) as HelpCategory[];
  expect(categories.length).toBeGreaterThan(1);

  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(categories.map((category) => category.title));
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

  // The first topic of the first tab: a markdown list with bold words, rendered as elements.
  const first = categories[0]!;
  const topic = first.topics[0]!;
  await page.getByRole('button', { name: topic.title }).click();
  const panel = page.getByRole('region', { name: topic.title });
  await expect(panel).toBeVisible();
  const boldWords = [...topic.contentMarkdown.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1]!);
  expect(boldWords.length).toBeGreaterThan(0);
  for (const word of boldWords) await expect(panel.locator('strong', { hasText: word })).toBeVisible();
  if (/^- /m.test(topic.contentMarkdown)) {
    await expect(panel.getByRole('listitem').first()).toBeVisible();
  }
  await expect(panel).not.toContainText('**');
  const faq = topic.faqs[0]!;
  await panel.getByRole('button', { name: faq.question }).click();
  await expect(panel.getByText(faq.answerMarkdown)).toBeVisible();

  // Another tab puts its slug in the query and lists its own topics.
  const other = categories[2]!;
  await page.getByRole('tab', { name: other.title }).click();
  await expect(page).toHaveURL(new RegExp(`/help\\?category=${other.slug}$`));
  await expect(page.getByRole('tab', { name: other.title })).toHaveAttribute('aria-selected', 'true');
  for (const otherTopic of other.topics) {
    await expect(page.getByRole('button', { name: otherTopic.title })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: topic.title })).toHaveCount(0);
});

test('the blog lists posts by tab and a post opens with its content', async ({ page, request }) => {
  const posts = await listPosts(request, 'kind=POST');
  expect(posts.length).toBeGreaterThan(0);
  await page.goto('/posts');
  await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  for (const name of ['News', 'Guide', 'Unboxing', 'Tips']) {
    await expect(page.getByRole('tab', { name })).toBeVisible();
  }
  const cards = page.getByRole('main').locator('a[href^="/posts/"]');
  await expect(cards.first()).toContainText(posts[0]!.title);

  const news = await listPosts(request, 'kind=POST&category=NEWS');
  await page.getByRole('tab', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/posts\?category=NEWS$/);
  await expect(cards).toHaveCount(news.length);
  for (const post of news) expect(post.subType).toBe('NEWS');
  await expect(cards.first()).toContainText(news[0]!.title);

  const chosen = news[0]!;
  const detail = await request.get(`/api/posts/${chosen.id}`);
  expect(detail.ok()).toBe(true);
  const { contentHtml } = (await detail.json()) as { contentHtml: string };
  const firstParagraph = /<p>([^<&]{20,})/.exec(contentHtml)?.[1];
  expect(firstParagraph, 'the post should open with a plain paragraph').toBeTruthy();
  await cards.first().click();
  await expect(page).toHaveURL(new RegExp(`/posts/${chosen.id}$`));
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: chosen.title, level: 1 })).toBeVisible();
  await expect(article.getByText('News', { exact: true })).toBeVisible();
  await expect(article.getByText(/\d+ views/)).toBeVisible();
  // The content is the post's HTML as elements, not as markup text.
  await expect(article.locator('p', { hasText: firstParagraph!.trim() })).toBeVisible();
  await expect(article).not.toContainText('<p>');
  await article.getByRole('link', { name: '← Blog' }).click();
  await expect(page).toHaveURL(/\/posts$/);
});

test("a notice opens from the list and 'All list' returns to the notices", async ({ page, request }) => {
  const notices = await listPosts(request, 'kind=NOTICE');
  expect(notices.length).toBeGreaterThan(0);
  await page.goto('/notices');
  await expect(page.getByRole('heading', { name: 'Notices', level: 1 })).toBeVisible();
  const notice = notices[0]!;
  await page.getByRole('link', { name: notice.title }).click();
  await expect(page).toHaveURL(new RegExp(`/notices/${notice.id}$`));
  await expect(page.getByRole('heading', { name: notice.title, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'All list' }).click();
  await expect(page).toHaveURL(/\/notices$/);
  await expect(page.getByRole('link', { name: notice.title })).toBeVisible();

  // A blog post id under /notices is not shown as a notice.
  const post = (await listPosts(request, 'kind=POST'))[0]!;
  await page.goto(`/notices/${post.id}`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
