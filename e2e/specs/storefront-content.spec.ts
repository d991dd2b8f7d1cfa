import { type APIRequestContext, expect, test } from '@playwright/test';
import { untilLive } from '../support/storefront.ts';

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
  await expect(article.getByText(/^· [\d,]+ views?$/)).toBeVisible();
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

test('HTML a staff member stores cannot run script when a post is read', async ({ page, playwright }) => {
  const staff = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const signIn = await staff.post('/api/auth/sign-in', {
    data: { username: 'STAFF01', password: 'Staff1234!' },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const title = `Safe HTML ${test.info().project.name} ${Date.now()}`;
  // An event, not a blog post, so the blog journey running alongside sees the seeded list unchanged.
  const created = await staff.post('/api/staff/posts', {
    data: {
      kind: 'EVENT',
      title,
      contentHtml: [
        '<p>Visible paragraph of the tip.</p>',
        '<script>window.__injected = "script"</script>',
        '<img src="/media/generated/none.svg" onerror="window.__injected = \'onerror\'" alt="pic">',
        '<a href="javascript:window.__injected = \'link\'">Click me</a>',
        '<iframe src="https://example.com"></iframe>',
        '<p style="color:red" onclick="window.__injected = \'click\'">Styled text</p>',
      ].join(''),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = (await created.json()) as { id: number; contentHtml: string };
  // Sanitised on the server before storage.
  expect(post.contentHtml).not.toMatch(/<script|onerror|javascript:|<iframe|onclick|style=/i);
  await staff.dispose();

  await page.goto(`/events/${post.id}`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(article.getByText('Visible paragraph of the tip.')).toBeVisible();
  await article.getByText('Styled text').click();
  const link = article.getByText('Click me');
  await expect(link).toBeVisible();
  expect(await link.getAttribute('href')).toBeNull();
  await link.click();
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: string }).__injected),
  ).toBeUndefined();
  await expect(article.locator('script, iframe, [onerror], [onclick]')).toHaveCount(0);
});

test('events and reviews list their posts and open one', async ({ page, request }) => {
  for (const [path, kind, heading] of [
    ['/events', 'EVENT', 'Events'],
    ['/reviews', 'REVIEW', 'Reviews'],
  ] as const) {
    const posts = await listPosts(request, `kind=${kind}`);
    expect(posts.length, `${kind} posts are seeded`).toBeGreaterThan(0);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const card = page.getByRole('main').locator(`a[href="${path}/${posts[0]!.id}"]`);
    await expect(card).toContainText(posts[0]!.title);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${path}/${posts[0]!.id}$`));
    await expect(page.getByRole('heading', { name: posts[0]!.title, level: 1 })).toBeVisible();
  }
});

test('every browsing page is reachable from the header menu', async ({ page }) => {
  const phone = test.info().project.name === 'phone';
  const pages: [string, string][] = [
    ['Artists', '/artists'],
    ['Marketplace', '/bunjang-products'],
    ['Fansign', '/fansign-events'],
    ['Blog', '/posts'],
    ['Events', '/events'],
    ['Notices', '/notices'],
    ['Reviews', '/reviews'],
    ['Help', '/help'],
    ['Pricing', '/price-overview'],
    ['Our services', '/service-overview'],
  ];
  const openMenu = async () => {
    if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
    else await page.getByRole('banner').getByRole('button', { name: 'More' }).click();
  };
  const entry = (label: string) =>
    phone
      ? page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: label, exact: true })
      : page.getByRole('menuitem', { name: label, exact: true });

  await page.goto('/');
  await untilLive(page);
  await openMenu();
  for (const [label, path] of pages) await expect(entry(label)).toHaveAttribute('href', path);
  await entry('Notices').click();
  await expect(page.getByRole('heading', { name: 'Notices', level: 1 })).toBeVisible();
  await openMenu();
  await entry('Our services').click();
  await expect(page.getByRole('heading', { name: 'Our services', level: 1 })).toBeVisible();
});
