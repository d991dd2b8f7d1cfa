import type { PackageDetail } from '@fanship/domain/warehouse/packages';
import { describe, expect, it } from 'vitest';
import { requestKinds } from '../../request-kinds.ts';
import { setupTestApps } from '../../test/app.ts';
import { bundleKind } from '../../test/bundle-kind.ts';
import { giveIncoming } from '../../test/incomings.ts';
import { givePackage, packagePage } from '../../test/packages.ts';

const { start } = setupTestApps();

describe("a package page's actions", () => {
  it('come from the kinds: each package service on what its target takes (from a request, or any for split), the incoming on a parcel nobody registered, a new kind by its definition alone', async () => {
    // The throwaway 'bundle' kind takes ARRIVED R packages: it says so in its definition and nowhere else.
    const t = await start({}, { requestKinds: [...requestKinds, bundleKind] });
    const member = await t.createMember();
    const { id: sourceRequestId } = await giveIncoming(t, member, { trackingNo: 'CJ700800900' });
    const actionsOf = async (values: Parameters<typeof givePackage>[2]) => {
      const pkg = await givePackage(t, member, values);
      return ((await packagePage(t, member, pkg.code)) as PackageDetail).actions;
    };

    expect(await actionsOf({ sourceRequestId })).toEqual(['split', 'inclusion', 'packing', 'bundle']);
    expect(await actionsOf({ type: 'M', sourceRequestId })).toEqual(['split', 'inclusion', 'packing']);
    expect(await actionsOf({ type: 'T', sourceRequestId })).toEqual(['split', 'packing']);
    // No source: 'Add Item Information' (the incoming) and a split, which takes any arrived package.
    expect(await actionsOf({})).toEqual(['incoming', 'split']);
    expect(await actionsOf({ status: 'PACKED', sourceRequestId })).toEqual([]);
    // An arrived box offers repacking (and shipping, once that kind takes boxes), but no split.
    const boxActions = await actionsOf({ type: 'F' });
    expect(boxActions).toContain('repacking');
    expect(boxActions).not.toContain('split');
  });
});
