import type { AppContext } from '../../lib/app-context.ts';
import { createHttpMarketplaceSource } from './http-marketplace-source.ts';
import { createLocalMarketplaceSource } from './local-marketplace-source.ts';
import type { MarketplaceSource } from './marketplace-source.ts';

const sources = new WeakMap<AppContext, MarketplaceSource>();

/** The marketplace source the configuration names (MARKETPLACE_SOURCE), made once per app. */
export function marketplaceSourceFor(context: AppContext): MarketplaceSource {
  let source = sources.get(context);
  if (!source) {
    const { marketplace } = context.config;
    source =
      marketplace.source === 'http' && marketplace.apiUrl
        ? createHttpMarketplaceSource(marketplace.apiUrl, marketplace.timeoutMs)
        : createLocalMarketplaceSource(context.db);
    sources.set(context, source);
  }
  return source;
}
