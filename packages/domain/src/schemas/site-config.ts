import { z } from 'zod';

/**
 * Answer of GET /site-config: what the web app needs to know of the server's configuration. `chatPluginKey` is the
 * support chat's plugin key (Channel Talk), null when the chat is not configured and help is the help desk.
 */
export const siteConfigSchema = z.object({ chatPluginKey: z.string().nullable() });
export type SiteConfig = z.output<typeof siteConfigSchema>;
