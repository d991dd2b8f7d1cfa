import { expect, test } from '@playwright/test';
import {
  choose,
  deleteRow,
  field,
  logInAs,
  saveButton,
  seededStaff,
  staffRow,
  uniqueTag,
} from '../../support/staff.ts';

// Runs after every other journey (see playwright.config.ts): the blog and help lists other journeys read change.
test('staff publish a blog post that visitors read on /posts, then delete it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = `E2E Blog ${uniqueTag()}`;
  await logInAs(page, seededStaff);
  await page.goto('/staff/posts');
  await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible();
  await saveButton(page).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await field(page, 'Title').fill(title);
  await choose(page, 'Sub-type', 'Guide');
  await field(page, 'Content (HTML)').fill(
    '<p>Packing tips from the <strong>warehouse</strong>.</p><script>window.hacked = true</script>' +
      '<img src="x" onerror="window.hacked = true">',
  );
  await saveButton(page).click();
  await expect(page.getByText('Post published.')).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/posts\?kind=POST$/);
  await expect(staffRow(page, title)).toContainText('Guide');

  // A visitor (no session) finds it first on the blog and reads it, without any script running.
  const visitor = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await visitor.goto('/posts?category=GUIDE');
  const cards = visitor.getByRole('main').locator('a[href^="/posts/"]');
  await expect(cards.first()).toContainText(title);
  await cards.first().click();
  await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(visitor.locator('strong', { hasText: 'warehouse' })).toBeVisible();
  expect(await visitor.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();

  // Edited, the visitor sees the new title; deleted, the post is gone.
  await staffRow(page, title).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit post' })).toBeVisible();
  await expect(field(page, 'Content (HTML)')).not.toHaveValue(/script/);
  await field(page, 'Title').fill(`${title} (updated)`);
  await saveButton(page).click();
  await expect(page.getByText('Post updated.')).toBeVisible();
  await visitor.goto('/posts');
  await expect(visitor.getByRole('main').locator('a[href^="/posts/"]').first()).toContainText(
    `${title} (updated)`,
  );
  await deleteRow(staffRow(page, `${title} (updated)`), page, 'Post deleted.');
  await visitor.goto('/posts');
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.close();
});

test('staff add a help topic with an FAQ that shows on /help, then delete it', async ({ page }) => {
  test.setTimeout(120_000);
  const topic = `E2E Topic ${uniqueTag()}`;
  await logInAs(page, seededStaff);
  await page.goto('/staff/help');
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  const category = page
    .getByRole('main')
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: 'Shipping', exact: true }) });
  await category.getByRole('link', { name: 'Add topic' }).click();
  await expect(page.getByRole('heading', { name: 'New help topic' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Shipping');
  await page.getByRole('button', { name: 'Add FAQ' }).click();
  await saveButton(page).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Question is required')).toBeVisible();
  await expect(page.getByText('Answer is required')).toBeVisible();
  await field(page, 'Title').fill(topic);
  await field(page, 'Content (markdown)').fill('Parcels over **30 kg** are split into two boxes.');
  await field(page, 'Question 1').fill('Who pays for the second box?');
  await field(page, 'Answer (markdown)').fill('The second box is free of charge.');
  await saveButton(page).click();
  await expect(page.getByText('Topic created.')).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/help$/);

  await page.goto('/help?category=shipping');
  await page.getByRole('button', { name: topic }).click();
  const panel = page.getByRole('region', { name: topic });
  await expect(panel.locator('strong', { hasText: '30 kg' })).toBeVisible();
  await panel.getByRole('button', { name: 'Who pays for the second box?' }).click();
  await expect(panel.getByText('The second box is free of charge.')).toBeVisible();

  await page.goto('/staff/help');
  await deleteRow(staffRow(page, topic), page, 'Topic deleted.');
  await page.goto('/help?category=shipping');
  await expect(page.getByRole('tab', { name: 'Shipping' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Packing options' })).toBeVisible();
  await expect(page.getByRole('button', { name: topic })).toHaveCount(0);
});
