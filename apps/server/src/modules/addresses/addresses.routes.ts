import { addressSchema } from '@fanship/domain/schemas/address';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { currentMember } from '../../plugins/session.ts';
import { createAddress, editAddress, getAddress, listAddresses, removeAddress } from './addresses.service.ts';

const idParams = z.object({ id: z.string() });

/** The signed-in member's address book under /me/addresses. */
export function addressRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { onRequest: app.requireMember };
    const tags = ['addresses'];

    app.get('/me/addresses', { ...common, schema: { tags } }, async (request) =>
      listAddresses(context, currentMember(request).id),
    );

    app.get('/me/addresses/:id', { ...common, schema: { tags, params: idParams } }, async (request) =>
      getAddress(context, currentMember(request).id, request.params.id),
    );

    app.post('/me/addresses', { ...common, schema: { tags, body: addressSchema } }, async (request, reply) =>
      reply.status(201).send(await createAddress(context, currentMember(request).id, request.body)),
    );

    app.patch(
      '/me/addresses/:id',
      { ...common, schema: { tags, params: idParams, body: addressSchema } },
      async (request) => editAddress(context, currentMember(request).id, request.params.id, request.body),
    );

    app.delete(
      '/me/addresses/:id',
      { ...common, schema: { tags, params: idParams } },
      async (request, reply) => {
        await removeAddress(context, currentMember(request).id, request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
