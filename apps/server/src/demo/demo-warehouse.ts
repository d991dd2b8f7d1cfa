/**
 * The demo member's warehouse (`npm start` on the embedded database): DEMO001's parcels go the whole forwarding path
 * a newcomer should see, each step through the API as the member's pages and the staff console take it, on a clock
 * that starts 40 days ago, so the timelines, record codes and storage days read as a real locker:
 * - three registered incomings received at the desk as R packages (one 40 days ago: 5 free days left);
 * - an unboxing on one of them, filmed and completed (its fee lines on the package);
 * - an OFM paid with credit, bought and delivered to the locker as an M package;
 * - the two newer R packages packed into one F box (the sources PACKED, lineage, the packing's fee lines), ready to
 *   ship.
 * It runs once: a DEMO001 with any package is left as it is.
 */
import type { DatabaseHandle } from '@fanship/db/client';
import { members } from '@fanship/db/schema';
import { packages } from '@fanship/db/warehouse-schema';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { png } from '../lib/multipart-body.ts';
import { type DemoActor, type DemoCalls, demoCalls } from './demo-calls.ts';
import { demoVideo } from './demo-files.ts';

const DAY_SECONDS = 86_400;
/** How long ago the demo's first parcel arrived. */
export const DEMO_START_DAYS_AGO = 40;

type Code = { code: string };
type Step = (calls: DemoCalls, people: DemoPeople, clock: DemoClock) => Promise<void>;
type DemoPeople = { member: DemoActor & { code: string }; staff: DemoActor };
type DemoClock = { now: () => Date; advanceDays: (days: number) => void };

const item = (name: string, categoryCode: string, unitPrice: number, quantity: number) => ({
  name,
  categoryCode,
  unitPrice,
  quantity,
  memberNote: '',
});

/** The demo's parcels: what the member registers, then what the desk weighs. */
const parcels = [
  {
    trackingNo: 'DEMOCJ0000001',
    sellerName: 'Ktown4u',
    items: [item('Mini album Day version', 'ALBUM', 18_000, 2)],
    weightGrams: 900,
  },
  {
    trackingNo: 'DEMOCJ0000002',
    sellerName: 'Weverse Shop',
    items: [item('Light stick', 'MERCH', 55_000, 1), item('Photocard set', 'PHOTOCARD', 6_000, 2)],
    weightGrams: 1_400,
  },
  {
    trackingNo: 'DEMOCJ0000003',
    sellerName: 'Aladin',
    items: [item('Season greetings 2026', 'MERCH', 38_000, 1)],
    weightGrams: 1_100,
  },
];

/** A parcel photo uploaded as staff do at the desk. */
function uploadParcelPhoto(calls: DemoCalls, staff: DemoPeople['staff']) {
  return calls.upload<{ filename: string }>(staff, '/api/staff/package-photos', {
    name: 'parcel.png',
    bytes: png,
    type: 'image/png',
  });
}

/** Registers an incoming as the member and receives it at the desk: its R package's code. */
async function receiveParcel(
  calls: DemoCalls,
  { member, staff }: DemoPeople,
  parcel: (typeof parcels)[number],
): Promise<string> {
  const { weightGrams, ...registered } = parcel;
  const incoming = await calls.call<Code>(member, 'POST', '/api/incoming-services', {
    ...registered,
    carrierName: 'CJ',
    memberNote: '',
  });
  const photo = await uploadParcelPhoto(calls, staff);
  const received = await calls.call<{ packageCode: string }>(staff, 'POST', '/api/staff/intake', {
    trackingNo: parcel.trackingNo,
    weightGrams,
    widthCm: 30,
    lengthCm: 22,
    heightCm: 12,
    photos: [photo.filename],
    destination: { kind: 'incoming', incomingCode: incoming.code, arrival: 'ALL' },
  });
  return received.packageCode;
}

/**
 * Goods bought for the member: an OFM paid with credit the staff gave, bought, its M package received at the intake
 * desk, then completed.
 */
async function deliverOfm(calls: DemoCalls, { member, staff }: DemoPeople, clock: DemoClock): Promise<void> {
  const { code } = await calls.call<Code>(member, 'POST', '/api/ofm-services', {
    type: 'ONLINE_REGULAR',
    shopName: 'Album Shop',
    videoCall: false,
    items: [{ url: 'https://shop.example.kr/album/1', name: 'Mini album', unitPrice: 18_000, quantity: 2 }],
  });
  const charges = await calls.call<{ targetCode: string; amount: number }[]>(member, 'GET', '/api/charges');
  const amount = charges.find((charge) => charge.targetCode === code)?.amount ?? 0;
  await calls.call(staff, 'POST', `/api/staff/members/${member.code}/credit`, {
    transactionType: 'E',
    amount,
    reason: 'Welcome credit for the demo',
  });
  await calls.call(member, 'POST', '/api/orders/request', {
    targets: [{ code, type: 'OFM' }],
    creditRedeemAmount: amount,
    paymentMethod: 'CREDIT',
  });
  clock.advanceDays(1);
  const ofmStep = <T = unknown>(name: string, body?: object) =>
    calls.call<T>(staff, 'POST', `/api/staff/ofm/${code}/${name}`, body);
  const { settlement } = await ofmStep<{ settlement: { unspentKrw: number } }>('purchase', {
    items: [{ name: 'Mini album (ver. B)', unitPrice: 17_500, quantity: 2 }],
    purchaseAmount: 35_000,
    feeAmount: 7_000,
  });
  // The result package awaits receipt until the shop's parcel reaches the intake desk (decision 027).
  const { packages } = await ofmStep<{ packages: Code[] }>('packages', {
    packages: [{ name: 'Mini albums', trackingNo: 'CJ880011223344' }],
  });
  clock.advanceDays(2);
  const photo = await uploadParcelPhoto(calls, staff);
  await calls.call(staff, 'POST', '/api/staff/intake', {
    trackingNo: 'CJ880011223344',
    weightGrams: 650,
    widthCm: 25,
    lengthCm: 18,
    heightCm: 6,
    photos: [photo.filename],
    destination: { kind: 'expected', packageCode: packages[0]?.code },
  });
  // What the purchase left of the prepayment goes back to the member's credit.
  const refundAmount = settlement.unspentKrw;
  await (refundAmount > 0 ? ofmStep('complete-with-refund', { refundAmount }) : ofmStep('complete'));
}

/** An unboxing asked for on a package, filmed and completed: its fee lines stay on the package, unpaid. */
async function unbox(calls: DemoCalls, { member, staff }: DemoPeople, clock: DemoClock, packageCode: string) {
  const { code } = await calls.call<Code>(member, 'PUT', `/api/packages/${packageCode}/unboxing`, {
    priority: false,
    memberNote: 'Please show every photocard',
    agreement: true,
  });
  clock.advanceDays(1);
  await calls.call(staff, 'POST', `/api/staff/unboxing/${code}/start`);
  await calls.upload(staff, `/api/staff/unboxing/${code}/videos`, {
    name: 'unboxing.mp4',
    bytes: demoVideo,
    type: 'video/mp4',
  });
  await calls.call(staff, 'POST', `/api/staff/unboxing/${code}/complete`);
}

/** Two packages packed into one F box: staff start, record the box, complete. */
async function pack(
  calls: DemoCalls,
  { member, staff }: DemoPeople,
  clock: DemoClock,
  packageCodes: string[],
) {
  const [address] = await calls.call<object[]>(member, 'GET', '/api/me/addresses');
  const { code } = await calls.call<Code>(member, 'POST', '/api/packing-services/request', {
    address,
    targetPackageCodes: packageCodes,
    memberNote: 'Keep the light stick in its own bubble wrap',
    requestType: 'STANDARD',
    posterOption: 'NONE',
    vacuumOption: 'NONE',
    freebie: false,
    priority: false,
  });
  clock.advanceDays(1);
  const step = (name: string, body?: object) =>
    calls.call(staff, 'POST', `/api/staff/requests/packing/${code}/${name}`, body);
  await step('start');
  const photo = await calls.upload<{ filename: string }>(staff, '/api/staff/package-photos', {
    name: 'box.png',
    bytes: png,
    type: 'image/png',
  });
  await step('results', {
    packages: [
      {
        weightGrams: 2_600,
        widthCm: '40',
        lengthCm: '30',
        heightCm: '20',
        photos: [photo.filename],
        description: 'Box 1',
      },
    ],
    vacuumBags: 0,
  });
  await step('complete');
}

/** The whole path, day by day (the clock starts `DEMO_START_DAYS_AGO` days ago and stays in the past). */
const demoSteps: Step = async (calls, people, clock) => {
  // The oldest parcel: 40 days in storage, 5 of its 45 free days left.
  await receiveParcel(calls, people, parcels[2]!);
  clock.advanceDays(15);
  const received = [
    await receiveParcel(calls, people, parcels[0]!),
    await receiveParcel(calls, people, parcels[1]!),
  ];
  clock.advanceDays(3);
  await deliverOfm(calls, people, clock);
  clock.advanceDays(5);
  await unbox(calls, people, clock, received[0]!);
  clock.advanceDays(10);
  await pack(calls, people, clock, received);
};

async function demoPeople(database: DatabaseHandle): Promise<DemoPeople | null> {
  const rows = await database.db
    .select({ id: members.id, code: members.code })
    .from(members)
    .where(inArray(members.code, ['DEMO001', 'STAFF01']));
  const member = rows.find((row) => row.code === 'DEMO001');
  const staff = rows.find((row) => row.code === 'STAFF01');
  if (!member || !staff) return null;
  const [held] = await database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(packages)
    .where(eq(packages.memberId, member.id));
  if ((held?.count ?? 0) > 0) return null;
  return { member: { memberId: member.id, code: member.code }, staff: { memberId: staff.id } };
}

/**
 * Gives DEMO001 its warehouse (after `seedDemoData`), unless they already have packages. It runs on an app of its
 * own, silent, whose clock walks from `DEMO_START_DAYS_AGO` days before `now` to a day before it.
 */
export async function seedDemoWarehouse(
  config: Config,
  database: DatabaseHandle,
  now: Date,
): Promise<boolean> {
  const people = await demoPeople(database);
  if (!people) return false;
  let current = now.getTime() - DEMO_START_DAYS_AGO * DAY_SECONDS * 1000;
  const clock: DemoClock = {
    now: () => new Date(current),
    advanceDays: (days) => {
      current += days * DAY_SECONDS * 1000;
    },
  };
  const app = await buildApp({ ...config, logLevel: 'silent' }, { database, clock });
  try {
    await demoSteps(demoCalls(app), people, clock);
  } finally {
    await app.close();
  }
  return true;
}
