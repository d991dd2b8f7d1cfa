import type { DatabaseHandle } from '@fanship/db/client';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createFileStorage } from './adapters/file-storage/configured-file-storage.ts';
import { type MessageSender, unavailableMessageSender } from './adapters/messaging/message-sender.ts';
import { createTwilioSender } from './adapters/messaging/twilio-sender.ts';
import type { PaymentProvider, WindowPaymentMethod } from './adapters/payments/payment-provider.ts';
import { createPaymentProviders } from './adapters/payments/payment-providers.ts';
import type { Config } from './config.ts';
import type { AppContext } from './lib/app-context.ts';
import { createCatalogueCache } from './lib/catalogue-cache.ts';
import { createCatalogueVersions } from './lib/catalogue-versions.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { addressRoutes } from './modules/addresses/index.ts';
import { applicationInfoRoutes } from './modules/application-infos/index.ts';
import { artistPageRoutes } from './modules/artist-pages/index.ts';
import { artistRoutes } from './modules/artists/index.ts';
import { authRoutes, recoveryRoutes } from './modules/auth/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { codeListRoutes } from './modules/code-lists/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { creditRoutes } from './modules/credit/index.ts';
import { createMailboxSender, devMailboxRoutes } from './modules/dev-mailbox/index.ts';
import { exchangeRateRoutes } from './modules/exchange-rates/index.ts';
import { fansignEventRoutes } from './modules/fansign-events/index.ts';
import { generatedImageRoutes } from './modules/generated-images/index.ts';
import { healthRoutes, pingRoutes } from './modules/health/index.ts';
import { intakeRoutes } from './modules/intake/index.ts';
import { interestKeywordRoutes } from './modules/interests/index.ts';
import { marketplaceRoutes } from './modules/marketplace/index.ts';
import { memberFileRoutes } from './modules/member-files/index.ts';
import { notificationChannelRoutes } from './modules/notification-channels/index.ts';
import { packageRoutes, staffPackageRoutes, staffParcelRoutes } from './modules/packages/index.ts';
import { type PayableKind, paymentWebhookRoutes, sandboxPaymentRoutes } from './modules/payments/index.ts';
import { referralRoutes, rewardInviter, staffReferralRoutes } from './modules/referrals/index.ts';
import { type RequestKindDefinition, requestKindRoutes } from './modules/requests/index.ts';
import { rouletteRoutes, staffRouletteRoutes } from './modules/roulettes/index.ts';
import { rateCardRoutes } from './modules/shipping-rates/index.ts';
import { shopProductRoutes, staffShopProductRoutes } from './modules/shop-products/index.ts';
import { siteConfigRoutes } from './modules/site-config/index.ts';
import { staffCreditRoutes, staffRoutes } from './modules/staff/index.ts';
import { trendingProductRoutes } from './modules/trending-products/index.ts';
import { mediaUploadRoutes, uploadRoutes } from './modules/uploads/index.ts';
import { registerCompression } from './plugins/compression.ts';
import { answerFrameworkError, BODY_LIMIT_BYTES, registerErrorHandling } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { createValidatorCompiler } from './plugins/query-validation.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { createResponseSerializerCompiler } from './plugins/response-serializer.ts';
import { registerRouteTable } from './plugins/route-table.ts';
import { registerSameOriginCheck } from './plugins/same-origin.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSession } from './plugins/session.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { registerTimeouts, serverTimeoutOptions } from './plugins/timeouts.ts';
import { pageRendererLoader, registerWebApp } from './plugins/web-app.ts';
import {
  requestKinds as appRequestKinds,
  packageActionsOf,
  packageArrivalHooksOf,
  payableKindsOf,
} from './request-kinds.ts';

/** What the app runs on: the open database and, for tests, a clock they control. */
export type AppDependencies = {
  database: DatabaseHandle;
  clock?: Clock;
  /** Providers to use instead of the configured ones (tests: adapters pointed at fake servers). */
  paymentProviders?: Partial<Record<WindowPaymentMethod, PaymentProvider>>;
  /** The messaging adapter to use instead of the configured one (tests: one that records or fails). */
  messenger?: MessageSender;
  /** The kinds of request to serve instead of the app's (`request-kinds.ts`): tests add a throwaway kind. */
  requestKinds?: readonly RequestKindDefinition<PayableKind>[];
};

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'body.password',
        'body.currentPassword',
      ],
      censor: '[redacted]',
    },
  };
}

/** Fastify's trustProxy: a hop count trusts that many proxies next to the server (proxy-addr's meaning). */
function trustProxyOption(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Accepts only JSON bodies (other types get 415), treating an empty body as no body. */
function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the app's services run with; the background jobs share it (one catalogue cache per process). */
    appContext: AppContext;
  }
}

/** The configured messaging adapter: Twilio, the development mailbox, or none (every send unavailable). */
function configuredMessenger(config: Config, database: DatabaseHandle, clock: Clock): MessageSender {
  const messaging = config.messaging;
  if (messaging.provider === 'twilio') return createTwilioSender(messaging);
  if (messaging.provider === 'mailbox') return createMailboxSender(database.db, clock);
  return unavailableMessageSender;
}

/** Builds the Fastify app: plugins, the API under /api and the web app; tests use it with app.inject. */
export async function buildApp(config: Config, dependencies: AppDependencies): Promise<FastifyInstance> {
  const clock = dependencies.clock ?? systemClock;
  const requestKinds = dependencies.requestKinds ?? appRequestKinds;
  const context: AppContext = {
    db: dependencies.database.db,
    clock,
    config,
    fileStorage: await createFileStorage(config.storage, config.dataDir),
    messenger: dependencies.messenger ?? configuredMessenger(config, dependencies.database, clock),
    catalogueCache: createCatalogueCache({
      clock,
      versions: createCatalogueVersions(dependencies.database.db),
    }),
    payments: createPaymentProviders(config, dependencies.database.db, dependencies.paymentProviders),
    payableKinds: payableKindsOf(requestKinds),
    packageArrivalHooks: packageArrivalHooksOf(requestKinds),
    packageActions: packageActionsOf(requestKinds),
    orderSettledHooks: [rewardInviter],
  };
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors: answerFrameworkError,
    ...serverTimeoutOptions(config.timeouts),
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('appContext', context);
  registerTimeouts(app, config.timeouts);
  registerRouteTable(app);
  app.setValidatorCompiler(createValidatorCompiler());
  app.setSerializerCompiler(
    createResponseSerializerCompiler({
      checkResponses: config.nodeEnv !== 'production',
      keptAnswers: context.catalogueCache,
    }),
  );
  registerBodyParsers(app);

  await registerSecurityHeaders(app, {
    isProduction: config.nodeEnv === 'production',
    hasChat: Boolean(config.chatPluginKey),
  });
  await registerCompression(app, context.catalogueCache);
  await app.register(cookie);
  await registerRateLimits(app, context.db);
  registerSameOriginCheck(app, config.publicUrl);
  registerTextGuard(app);
  registerSession(app, context);
  await registerOpenApi(app, { publicUrl: config.publicUrl, staffOnly: config.nodeEnv === 'production' });
  const spaFallback = await registerWebApp(app, config.webDist, pageRendererLoader(config.webDist));
  registerErrorHandling(app, spaFallback);
  await app.register(generatedImageRoutes());
  await app.register(mediaUploadRoutes(context));
  if (config.payments.provider === 'sandbox') await app.register(sandboxPaymentRoutes(context));

  await app.register(
    async (api) => {
      await api.register(healthRoutes(context));
      await api.register(authRoutes(context));
      await api.register(recoveryRoutes(context));
      await api.register(addressRoutes(context));
      await api.register(applicationInfoRoutes(context));
      await api.register(interestKeywordRoutes(context));
      await api.register(notificationChannelRoutes(context));
      await api.register(staffRoutes(context), { prefix: '/staff' });
      await api.register(artistRoutes(context));
      await api.register(artistPageRoutes(context));
      await api.register(marketplaceRoutes(context));
      await api.register(fansignEventRoutes(context));
      await api.register(trendingProductRoutes(context));
      await api.register(pingRoutes());
      await api.register(shopProductRoutes(context));
      await api.register(staffShopProductRoutes(context), { prefix: '/staff/shop-products' });
      await api.register(contentRoutes(context));
      await api.register(exchangeRateRoutes(context));
      await api.register(rateCardRoutes(context));
      await api.register(cartRoutes(context));
      await api.register(uploadRoutes(context));
      await api.register(memberFileRoutes(context));
      await api.register(requestKindRoutes(context, requestKinds));
      await api.register(paymentWebhookRoutes(context));
      await api.register(creditRoutes(context));
      await api.register(codeListRoutes());
      await api.register(staffParcelRoutes(context), { prefix: '/staff' });
      await api.register(intakeRoutes(context), { prefix: '/staff' });
      await api.register(staffPackageRoutes(context), { prefix: '/staff' });
      await api.register(packageRoutes(context));
      await api.register(staffCreditRoutes(context), { prefix: '/staff' });
      await api.register(referralRoutes(context));
      await api.register(siteConfigRoutes(context));
      await api.register(staffReferralRoutes(context), { prefix: '/staff' });
      await api.register(rouletteRoutes(context));
      await api.register(staffRouletteRoutes(context), { prefix: '/staff' });
      if (config.nodeEnv !== 'production') await api.register(devMailboxRoutes(context));
    },
    { prefix: '/api' },
  );
  return app;
}
