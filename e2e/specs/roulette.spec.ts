import { expect, test } from '@playwright/test';
import { signedInMember } from '../support/members.ts';

// The spin lasts 5 to 7 seconds; the browser asks for reduced motion, which the modal honours with a short spin.
test.use({ reducedMotion: 'reduce' });

const alreadyPlayed = 'You have already spun the roulette today. Come back tomorrow!';
const result =
  /^(Congratulations! You won .+\. The credit (will be applied on .+|is applied now)\.|No prize this time\. Try again tomorrow!)$/;

test('a member spins the roulette once: the result, Push disabled, still disabled after a reload', async ({
  page,
  request,
}) => {
  await signedInMember(page, request, '/profile');
  await page.goto('/shop-products');
  await page.getByRole('button', { name: 'Roulette Event' }).click();
  const modal = page.getByRole('dialog', { name: 'Roulette Event' });
  await expect(modal.getByRole('img', { name: 'Roulette wheel' })).toBeVisible();
  const push = modal.getByRole('button', { name: 'Push' });
  await expect(push).toBeEnabled();
  await push.click();
  await expect(modal.getByText(result)).toBeVisible();
  await expect(push).toBeDisabled();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  await page.reload();
  await page.getByRole('button', { name: 'Roulette Event' }).click();
  await expect(modal.getByText(alreadyPlayed)).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Push' })).toBeDisabled();
});

test("a visitor meets the 'Login Required' prompt and lands on the login page returning to the shop", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Roulette Event' }).click();
  const prompt = page.getByRole('dialog', { name: 'Login Required' });
  await expect(
    prompt.getByText(
      'You need to be logged in to spin the roulette. Please sign in to participate in the event.',
    ),
  ).toBeVisible();
  await prompt.getByRole('button', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.search === '?redirect=/shop-products',
  );
});
