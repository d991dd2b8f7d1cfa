/** A page's code that failed to arrive (a lost connection, or a chunk gone after a new release): retry reloads the page. */
export class PageLoadError extends Error {
  static readonly message = 'This page could not be loaded. Check your connection and try again.';
  override name = 'PageLoadError';
}
