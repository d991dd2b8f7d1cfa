import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4699';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel(/ID/).first().fill('DEMO001');
  await page.getByLabel('Password').fill('Demo1234!');
  await page.getByRole('button', { name: /log in|sign in/i }).first().click();
  await page.waitForTimeout(1500);
  await page.goto(`${base}/packages`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/lead-shots/packages-${name}.png`, fullPage: false });
  const list = await (await page.request.get(`${base}/api/packages?page=1`)).json().catch(() => null);
  const box = (list?.content ?? list?.items ?? []).find((p) => p.type === 'F');
  await page.goto(`${base}/shippings/new${box ? `?packageCode=${box.code}` : ''}`);
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `/tmp/lead-shots/shipping-new-${name}.png`, fullPage: true });
  await context.close();
}
await browser.close();
