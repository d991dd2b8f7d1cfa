import { normalizeOfmType, type OfmType } from './ofm-fee.ts';

/** How the OFM types are named everywhere: the pricing page, the calculator, the member's and the staff's request lists. */
export const ofmTypeLabels: Record<OfmType, string> = {
  ONLINE_REGULAR: 'Online purchase (regular)',
  ONLINE_PRIORITY: 'Online purchase (priority)',
  ONLINE_BUNJANG: 'Bunjang (second-hand marketplace)',
  PROXY_FANSIGN: 'Proxy fansign',
  OFFLINE: 'Offline purchase',
  BUNJANG_KFD: 'Bunjang purchase through Fanship',
  KFD_SHOP: 'Purchase from our shop',
};

/** A stored type's label (an older alias by its type's label; an unknown code as it is). */
export function ofmTypeLabel(code: string): string {
  const type = normalizeOfmType(code);
  return type ? ofmTypeLabels[type] : code;
}
