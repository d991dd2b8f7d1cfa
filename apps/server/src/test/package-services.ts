import { packageServiceMessages } from '@fanship/domain/warehouse/package-services';
import type { TestApp, TestMember } from './app.ts';
import { givePackage } from './packages.ts';
import { expectRefused, type kindStep } from './requests.ts';
import { mp4, multipart } from './uploads.ts';

/** Staff upload a video of a package service's work (its `videos` step; an MP4 unless other bytes are given). */
export const uploadWorkVideo = (
  t: TestApp,
  staff: TestMember,
  kind: string,
  code: string,
  bytes: Buffer = mp4(),
) =>
  t.inject({
    method: 'POST',
    url: `/api/staff/requests/${kind}/${code}/videos`,
    cookie: staff.cookie,
    ...multipart('work.mp4', bytes, 'video/mp4'),
  });

/**
 * A member's package service asked (by `post` with the code) for a package of theirs still PARTIALLY_ARRIVED is
 * refused: 409 with the scaffold's message.
 */
export async function expectPartialArrivalRefused(
  t: TestApp,
  member: TestMember,
  post: (code: string) => Promise<Awaited<ReturnType<TestApp['inject']>>>,
) {
  const partial = await givePackage(t, member, { status: 'PARTIALLY_ARRIVED' });
  expectRefused(
    await post(partial.code),
    409,
    packageServiceMessages.wrongStatus(partial.code, 'Partially arrived'),
  );
}

/**
 * The scaffold's guards on a started package service's results: `complete` before any results is refused (409),
 * and results of the wrong number of packages (`wrong`) too (400, naming the `expected` count).
 */
export async function expectResultsGuarded(
  step: ReturnType<typeof kindStep>,
  t: TestApp,
  staff: { cookie: string },
  code: string,
  wrong: object[],
  expected: number,
) {
  expectRefused(await step(t, staff, code, 'complete'), 409, packageServiceMessages.resultsMissing);
  const refused = await step(t, staff, code, 'results', { packages: wrong });
  expectRefused(refused, 400, packageServiceMessages.resultCount(expected));
}
