import { expect, test } from '@playwright/test';
import { fillSignUpForm, uniqueEmail } from '../support/members.ts';
import { holdRequests } from '../support/network.ts';

test('a new member picks interests after the welcome step and sees them on the profile', async ({
  page,
  request,
}) => {
  test.slow(); // a sign-up through the mailbox, then the onboarding
  // Sign Up pressed before the email's duplicate check has answered, as a person on a slow connection does (and
  // as this journey did on the busy CI machine, issue 24): the form asks to wait, then signs up once it answers.
  const emailCheck = await holdRequests(page, /\/api\/auth\/validate-email\?/);
  await page.goto('/signup');
  await fillSignUpForm(page, request, {
    firstName: 'Hana',
    lastName: 'Lee',
    email: uniqueEmail('interests'),
  });
  await emailCheck.requested;
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please wait while we verify your email')).toBeVisible();
  await emailCheck.release();
  const welcome = page.getByRole('dialog');
  await expect(welcome.getByText('Welcome to Fanship!')).toBeVisible();
  await welcome.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/interests$/);
  await expect(page.getByRole('heading', { name: 'Your interests' })).toBeVisible();
  // A keyword without sub-keywords keeps Complete; one with sub-keywords turns it into Next.
  await page.getByRole('button', { name: 'Concerts & tours' }).click();
  await expect(page.getByRole('button', { name: 'Complete' })).toBeVisible();
  await page.getByRole('button', { name: 'K-pop groups' }).click();
  await expect(page.getByRole('button', { name: 'K-pop groups', pressed: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Search keywords').fill('seven');
  await page.getByRole('button', { name: 'SEVENTEEN' }).click();
  await expect(page.getByRole('button', { name: 'SEVENTEEN', pressed: true })).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile');
  const interests = page.getByRole('list', { name: 'Your interests' });
  await expect(interests.getByRole('listitem')).toHaveText(['K-pop groups', 'SEVENTEEN', 'Concerts & tours']);
  await page.getByRole('link', { name: 'Edit Interests' }).click();
  // Back at the onboarding, the choice is kept.
  await expect(page.getByRole('button', { name: 'K-pop groups', pressed: true })).toBeVisible();
});
