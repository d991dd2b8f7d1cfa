/**
 * The content pages' texts and the content length limit, kept free of zod so the post pages load without the
 * schema library; `posts.ts` holds the contract's schemas and re-exports these.
 */

/** Empty state of the blog list. */
export const emptyBlogMessage = 'Welcome to our blog!';
/** Label of the notice detail's back button. */
export const allListLabel = 'All list';
/** Longest content HTML a post may have. */
export const MAX_POST_CONTENT_LENGTH = 200_000;
