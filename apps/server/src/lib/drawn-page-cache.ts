/**
 * The public pages the server drew for visitors (no session), kept briefly so a crowd opening the same page
 * costs one drawing (decision 010). A page is kept at most `maxAgeMs`: its data is a snapshot, as it would be
 * for a visitor who had loaded it that much earlier. Any change made through the app (every successful API
 * write: a staff edit, a sale, a new post) drops them all at once, so a change is on the next page drawn.
 */
export class DrawnPageCache {
  private readonly pages = new Map<string, { html: string; drawnAt: number }>();
  private generation = 0;

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxPages: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(url: string): string | undefined {
    const page = this.pages.get(url);
    if (!page) return undefined;
    if (this.now() - page.drawnAt <= this.maxAgeMs) return page.html;
    this.pages.delete(url);
    return undefined;
  }

  /**
   * Draws the page (or declines, undefined) and keeps it, unless something changed while it was drawn: a page
   * drawn from data read before a change must not outlive the change.
   */
  async draw(url: string, drawPage: () => Promise<string | undefined>): Promise<string | undefined> {
    const generation = this.generation;
    const drawnAt = this.now();
    const html = await drawPage();
    if (html === undefined || generation !== this.generation) return html;
    if (this.pages.size >= this.maxPages) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.set(url, { html, drawnAt });
    return html;
  }

  /** Something changed: no page drawn before it is sent again. */
  clear(): void {
    this.generation += 1;
    this.pages.clear();
  }
}
