import { cartMessages } from '@fanship/domain/catalogue/cart';
import { cartQuantityError } from '@fanship/domain/catalogue/shop-products';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { lockMemberRow } from '../../lib/member-lock.ts';
import { insertOfmRequest, pricedDetails } from '../ofm/index.ts';
import { insertReservations, takeStock } from '../stock/index.ts';
import { linkLinesToCheckout, listLinesByIds, lockProductStock } from './cart.repository.ts';

/** The shop name a shop checkout's OFM request carries. */
export const SHOP_CHECKOUT_SHOP_NAME = 'Fanship Shop';
export const checkoutMessages = {
  linesGone: 'Some of the selected items are no longer in your cart. Please check your cart and try again.',
} as const;

/**
 * Buys the selected shop lines of the member's cart: one KFD_SHOP OFM request at today's catalogue prices (no
 * service fee and no domestic shipping: the cart's total is what its payment asks, decision 023), the
 * stock taken at once for each line (never below zero: a line there is not enough of refuses the whole checkout
 * with the spec's stock message), held for 24 hours until paid, in one transaction. The lines stay in the cart,
 * marked with the request, until it is paid (then they leave the cart) or cancelled (then they are free again). The shop's cached pages are dropped when it commits (they show the stock).
 */
export async function checkoutCart(
  context: AppContext,
  memberId: number,
  itemIds: number[],
): Promise<{ code: string }> {
  const ids = [...new Set(itemIds)];
  const now = context.clock.now();
  return context.catalogueCache.change(['shop-products'], () =>
    context.db.transaction(async (tx) => {
      // One checkout of a member at a time: a double tap cannot buy the same lines twice.
      await lockMemberRow(tx, memberId);
      const lines = await listLinesByIds(tx, memberId, ids);
      if (lines.length !== ids.length) throw new AppError('CONFLICT', checkoutMessages.linesGone);
      const inCheckout = lines.find((line) => line.checkoutCode);
      if (inCheckout?.checkoutCode) {
        throw new AppError('CONFLICT', cartMessages.inCheckout(inCheckout.checkoutCode));
      }
      for (const line of lines) {
        if (!(await takeStock(tx, line.product.id, line.quantity))) {
          const stock = (await lockProductStock(tx, line.product.id)) ?? 0;
          throw new AppError(
            'CONFLICT',
            cartQuantityError(line.quantity, stock) ?? cartMessages.noneSelected,
          );
        }
      }
      const items = lines.map((line) => ({
        url: `${context.config.publicUrl}/shop-products/${line.product.id}`,
        name: line.product.name,
        unitPriceKrw: line.product.priceKrw,
        quantity: line.quantity,
        memberNote: null,
        shopProductId: line.product.id,
      }));
      const details = pricedDetails(
        {
          type: 'KFD_SHOP',
          shopOpenAt: null,
          shopCloseAt: null,
          videoCall: false,
          videoCallInfo: null,
          memberNote: null,
          sourceType: 'KFD_SHOP',
          sourceId: null,
          visitMinutes: null,
          fansignParticipation: null,
          applicantName: null,
          applicantData: null,
        },
        { items, listingShippingKrw: 0, shopName: SHOP_CHECKOUT_SHOP_NAME },
      );
      const request = await insertOfmRequest(
        tx,
        memberId,
        details,
        items.map((item) => ({ ...item, imageFileIds: [] })),
        now,
      );
      await insertReservations(
        tx,
        request.id,
        lines.map((line) => ({ shopProductId: line.product.id, quantity: line.quantity })),
        now,
      );
      await linkLinesToCheckout(tx, memberId, ids, request.id);
      return { code: request.code };
    }),
  );
}
