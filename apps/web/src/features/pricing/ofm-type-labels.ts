import type { OfmType } from '@fanship/domain/pricing/ofm-fee';

/** How the OFM types are named on the pricing page and in the calculator. */
export const ofmTypeLabels: Record<OfmType, string> = {
  ONLINE_REGULAR: 'Online purchase (regular)',
  ONLINE_PRIORITY: 'Online purchase (priority)',
  ONLINE_BUNJANG: 'Bunjang (second-hand marketplace)',
  PROXY_FANSIGN: 'Proxy fansign',
  OFFLINE: 'Offline purchase',
  BUNJANG_KFD: 'Bunjang purchase through Fanship',
  KFD_SHOP: 'Purchase from our shop',
};
