import { expect, test } from '@playwright/test';
import { fillSignUpForm, uniqueEmail } from '../support/members.ts';

/**
 * A stand-in for Channel Talk's web SDK: it takes over `window.ChannelIO`, replays what was queued before it loaded
 * and records every call in `window.chatCalls`.
 */
const fakeSdk = `(function () {
  var queued = (window.ChannelIO && window.ChannelIO.q) || [];
  window.chatCalls = [];
  window.ChannelIO = function () { window.chatCalls.push(Array.prototype.slice.call(arguments)); };
  queued.forEach(function (args) { window.ChannelIO.apply(null, args); });
})();`;

type ChatWindow = Window & { chatCalls?: unknown[][] };

test('a visitor without a configured chat finds the help desk behind Help', async ({ page }) => {
  await page.goto('/shop-products/300');
  // At the end of a page the floating buttons at the bottom corners cover none of the footer's text.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const footerText = await page
    .locator('footer')
    .getByText(/Fanship/)
    .boundingBox();
  for (const name of ['Help', 'Roulette']) {
    const button = await page.getByRole('button', { name }).boundingBox();
    if (!footerText || !button) throw new Error(`The footer or the ${name} button is not drawn`);
    expect(footerText.y + footerText.height, `${name} is below the footer's text`).toBeLessThanOrEqual(
      button.y,
    );
  }
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
});

test.describe('with a chat plugin key', () => {
  // The server under test has no CHAT_PLUGIN_KEY, so its policy admits no Channel Talk script: the answer that
  // carries the key and the SDK itself are stood in for here.
  test.use({ bypassCSP: true });

  test("after sign-up the chat widget boots with the new member's id", async ({ page, request }) => {
    test.slow(); // a whole sign-up
    await page.route('**/api/site-config', (route) =>
      route.fulfill({ json: { chatPluginKey: 'e2e-plugin' } }),
    );
    await page.route('https://cdn.channel.io/plugin/ch-plugin-web.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: fakeSdk }),
    );
    await page.goto('/signup');
    await fillSignUpForm(page, request, {
      firstName: 'Invited',
      lastName: 'Friend',
      email: uniqueEmail('chat'),
    });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const welcome = page.getByRole('dialog');
    const idText = (await welcome.getByText(/Your ID is [A-Z0-9]{7}/).textContent()) ?? '';
    const code = idText.match(/[A-Z0-9]{7}$/)?.[0];
    expect(code).toBeTruthy();
    await expect
      .poll(() => page.evaluate(() => (window as ChatWindow).chatCalls ?? []))
      .toContainEqual(['boot', expect.objectContaining({ pluginKey: 'e2e-plugin', memberId: code })]);
    await welcome.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Help' }).click();
    await expect
      .poll(() => page.evaluate(() => ((window as ChatWindow).chatCalls ?? []).map(([command]) => command)))
      .toEqual(['boot', 'showMessenger']);
  });
});
