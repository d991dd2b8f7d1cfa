import {
  addCartItemSchema,
  addOfmCartItemSchema,
  cartCheckoutAnswerSchema,
  cartCheckoutSchema,
  cartItemParamsSchema,
  cartItemSchema,
  cartSchema,
  updateCartItemSchema,
} from '@fanship/domain/catalogue/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { currentMember } from '../../plugins/session.ts';
import { addCartItem, addOfmCartItem, getCart, removeCartItem, updateCartItem } from './cart.service.ts';
import { checkoutCart } from './cart-checkout.service.ts';

/** The signed-in member's cart under /cart. */
export function cartRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { onRequest: app.requireMember };
    const tags = ['cart'];

    app.get('/cart', { ...common, schema: { tags, response: { 200: cartSchema } } }, (request) =>
      getCart(context, currentMember(request).id),
    );
    app.post(
      '/cart/ofm-items',
      { ...common, schema: { tags, body: addOfmCartItemSchema, response: { 201: cartItemSchema } } },
      async (request, reply) =>
        reply.status(201).send(await addOfmCartItem(context, currentMember(request).id, request.body)),
    );
    app.post(
      '/cart/checkout',
      { ...common, schema: { tags, body: cartCheckoutSchema, response: { 200: cartCheckoutAnswerSchema } } },
      (request) => checkoutCart(context, currentMember(request).id, request.body.itemIds),
    );
    app.post(
      '/cart/items',
      { ...common, schema: { tags, body: addCartItemSchema, response: { 201: cartItemSchema } } },
      async (request, reply) =>
        reply.status(201).send(await addCartItem(context, currentMember(request).id, request.body)),
    );
    app.patch(
      '/cart/items/:id',
      {
        ...common,
        schema: {
          tags,
          params: cartItemParamsSchema,
          body: updateCartItemSchema,
          response: { 200: cartItemSchema },
        },
      },
      (request) =>
        updateCartItem(context, currentMember(request).id, request.params.id, request.body.quantity),
    );
    app.delete(
      '/cart/items/:id',
      { ...common, schema: { tags, params: cartItemParamsSchema } },
      async (request, reply) => {
        await removeCartItem(context, currentMember(request).id, request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
