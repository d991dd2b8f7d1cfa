import type { Page } from '@playwright/test';

/** Requests held on their way to the server, as a slow connection holds them, until `release` lets them through. */
export type HeldRequests = {
  /** Resolves once the first matching request has been made (and is being held). */
  requested: Promise<void>;
  /** Lets every held request, and every later one, through to the server. */
  release: () => Promise<void>;
};

/** Holds the page's requests whose URL matches `url` until `release` is called. */
export async function holdRequests(page: Page, url: RegExp): Promise<HeldRequests> {
  let onRequested = () => {};
  const requested = new Promise<void>((resolve) => {
    onRequested = resolve;
  });
  let onRelease = () => {};
  const released = new Promise<void>((resolve) => {
    onRelease = resolve;
  });
  await page.route(url, async (route) => {
    onRequested();
    await released;
    // A request the page gave up meanwhile (its email edited) cannot be continued: nothing is lost.
    await route.continue().catch(() => undefined);
  });
  return {
    requested,
    release: async () => {
      onRelease();
      await page.unroute(url);
    },
  };
}
