/**
 * Site pages (issue 9, point 7): the terms of use and the privacy policy, one fixed page each, shown at
 * /terms and /privacy and linked from the sign-up agreement; content staff edit them like posts.
 */
import { z } from 'zod';
import { requiredText } from './field-rules.ts';
import { contentHtmlField } from './posts.ts';

/** The pages there are, by slug. */
export const sitePageSlugs = ['terms', 'privacy'] as const;
export type SitePageSlug = (typeof sitePageSlugs)[number];

/** Where each page is shown, and its name in the staff console. */
export const sitePagePaths: Record<SitePageSlug, string> = { terms: '/terms', privacy: '/privacy' };
export const sitePageNames: Record<SitePageSlug, string> = {
  terms: 'Terms of use',
  privacy: 'Privacy policy',
};

/** A page as GET /pages/{slug} answers it; `updatedAt` is ISO 8601. */
export const sitePageSchema = z.object({
  slug: z.enum(sitePageSlugs),
  title: z.string(),
  contentHtml: z.string(),
  updatedAt: z.string(),
});
export type SitePage = z.output<typeof sitePageSchema>;

/** Answer of GET /staff/pages. */
export const sitePageListSchema = z.array(sitePageSchema);

/** Params of GET /pages/{slug} and PUT /staff/pages/{slug}; an unknown slug is a 404. */
export const sitePageParamsSchema = z.object({ slug: z.string() });

/** Body of PUT /staff/pages/{slug}: the title and the HTML (sanitised on save). */
export const staffSitePageSchema = z.object({
  title: requiredText('Title', 200),
  contentHtml: contentHtmlField,
});
export type StaffSitePageInput = z.input<typeof staffSitePageSchema>;
export type StaffSitePageValues = z.output<typeof staffSitePageSchema>;

/** Whether a text names one of the pages. */
export function isSitePageSlug(value: string): value is SitePageSlug {
  return (sitePageSlugs as readonly string[]).includes(value);
}
