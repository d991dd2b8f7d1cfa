/**
 * The daily roulette's contract (spec "storefront and account" §2 floating button and modal, §3 reward and play
 * history, §4 states, §7 calls, §9 constants): the wheel and the member's spin of the day, the spin itself, the
 * member's play history and the staff's settings (rewards, weights, payout date).
 */
import { z } from 'zod';
import { formatNumber } from '../pricing/money.ts';
import { pageOf, requestListQuerySchema } from '../requests/request-contract.ts';

/** The roulette the storefront's floating button spins (`POST /roulettes/1/play`, spec §7). */
export const STOREFRONT_ROULETTE_ID = 1;
/** A wheel has at most 8 segments (spec §9). */
export const MAX_ROULETTE_REWARDS = 8;
/** Reward 0 is 'no prize' (spec §3). */
export const NO_PRIZE_REWARD_ID = 0;

export const rouletteRewardTypes = ['CREDIT', 'NONE'] as const;
export type RouletteRewardType = (typeof rouletteRewardTypes)[number];

/** One segment of the wheel as members see it (no weights). */
export const rouletteRewardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(rouletteRewardTypes),
  /** Won of credit a CREDIT reward pays (0 for NONE). */
  amount: z.number().int(),
  color: z.string(),
});
export type RouletteReward = z.output<typeof rouletteRewardSchema>;

/**
 * Answer of GET /roulettes/{id}/results (sent with `Cache-Control: no-store`): the wheel, whether members may spin,
 * the Korean date credit prizes are paid on (null: at once), and `today`: null for a visitor; for a signed-in member
 * whether today's spin (Korean calendar day) is used and, if so, its reward and time.
 */
export const rouletteResultsSchema = z.object({
  id: z.number().int(),
  active: z.boolean(),
  payoutDate: z.string().nullable(),
  rewards: z.array(rouletteRewardSchema),
  today: z
    .object({
      used: z.boolean(),
      rouletteRewardId: z.number().int().nullable(),
      createdAt: z.string().nullable(),
    })
    .nullable(),
});
export type RouletteResults = z.output<typeof rouletteResultsSchema>;

/** Answer of POST /roulettes/{id}/play (empty body): the reward drawn. */
export const roulettePlayAnswerSchema = z.object({ rouletteRewardId: z.number().int() });
export type RoulettePlayAnswer = z.output<typeof roulettePlayAnswerSchema>;

/** One entry of the member's play history (GET /roulettes/{id}/plays), newest first. */
export const roulettePlaySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  rouletteRewardId: z.number().int(),
  rewardName: z.string(),
  type: z.enum(rouletteRewardTypes),
  amount: z.number().int(),
  /** When a CREDIT prize went into the ledger (null: waiting for the payout date, or nothing to pay). */
  paidAt: z.string().nullable(),
});
export type RoulettePlay = z.output<typeof roulettePlaySchema>;
export const roulettePlayHistorySchema = z.object({ content: z.array(roulettePlaySchema) });

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A date as the win message says it: '2026-07-15' → 'July 15th'. */
export function payoutDateText(date: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${monthNames[month - 1]} ${day}${suffix}`;
}

/** A reward as the wheel and the messages name it: a CREDIT reward with its KRW after the name (spec §3). */
export function rouletteRewardLabel(reward: Pick<RouletteReward, 'name' | 'type' | 'amount'>): string {
  return reward.type === 'CREDIT' ? `${reward.name} (${formatNumber(reward.amount)} KRW)` : reward.name;
}

export const rouletteMessages = {
  loginTitle: 'Login Required',
  loginBody: 'You need to be logged in to spin the roulette. Please sign in to participate in the event.',
  goToLogin: 'Go to Login',
  loginPath: '/login?redirect=/shop-products',
  alreadyPlayed: 'You have already spun the roulette today. Come back tomorrow!',
  notRunning: 'The roulette event is not running right now.',
  noPrize: 'No prize this time. Try again tomorrow!',
  /** The win message: when the credit is applied, the roulette's payout date or now (spec §9 'July 15th'). */
  win: (label: string, payoutDate: string | null) =>
    `Congratulations! You won ${label}. ${
      payoutDate
        ? `The credit will be applied on ${payoutDateText(payoutDate)}.`
        : 'The credit is applied now.'
    }`,
  rewardsTooMany: `A wheel has at most ${MAX_ROULETTE_REWARDS} rewards`,
  noPrizeMissing: "Reward 0 must be 'no prize' (type NONE)",
  rewardIdsRepeat: 'Each reward needs its own id',
  creditAmount: 'A credit reward pays from 1 to 1,000,000 KRW',
  noWeight: 'At least one reward needs a weight above 0',
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long (max. 50)',
  colorInvalid: 'Colour must be #RRGGBB',
  dateInvalid: 'Enter the payout date as YYYY-MM-DD',
} as const;

/** Whether `YYYY-MM-DD` names a day of the calendar (not 2026-02-31). */
function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** A reward as staff write it: a weight of 0 keeps the segment on the wheel but never draws it. */
export const rouletteRewardInputSchema = z.object({
  id: z.number().int().min(0).max(99),
  name: z.string().trim().min(1, rouletteMessages.nameRequired).max(50, rouletteMessages.nameTooLong),
  type: z.enum(rouletteRewardTypes),
  amount: z.number().int().min(0).max(1_000_000, rouletteMessages.creditAmount),
  weight: z.number().int().min(0).max(10_000),
  color: z
    .string()
    .max(7, rouletteMessages.colorInvalid)
    .regex(/^#[0-9a-fA-F]{6}$/, rouletteMessages.colorInvalid),
});
export type RouletteRewardInput = z.output<typeof rouletteRewardInputSchema>;

/** Body of PUT /staff/roulettes/{id}: the whole wheel, whether it runs and its payout date. */
export const rouletteSettingsSchema = z
  .object({
    active: z.boolean(),
    payoutDate: z
      .string()
      .regex(/^2\d{3}-\d{2}-\d{2}$/, rouletteMessages.dateInvalid)
      .refine(isCalendarDate, rouletteMessages.dateInvalid)
      .nullable(),
    rewards: z
      .array(rouletteRewardInputSchema)
      .min(1)
      .max(MAX_ROULETTE_REWARDS, rouletteMessages.rewardsTooMany),
  })
  .superRefine((settings, context) => {
    const fail = (message: string) => context.addIssue({ code: 'custom', message, path: ['rewards'] });
    const noPrize = settings.rewards.find((reward) => reward.id === NO_PRIZE_REWARD_ID);
    if (noPrize?.type !== 'NONE') fail(rouletteMessages.noPrizeMissing);
    if (new Set(settings.rewards.map((reward) => reward.id)).size !== settings.rewards.length) {
      fail(rouletteMessages.rewardIdsRepeat);
    }
    if (settings.rewards.some((reward) => reward.type === 'CREDIT' && reward.amount < 1)) {
      fail(rouletteMessages.creditAmount);
    }
    if (!settings.rewards.some((reward) => reward.weight > 0)) fail(rouletteMessages.noWeight);
  });
export type RouletteSettings = z.output<typeof rouletteSettingsSchema>;

/** Answer of GET /staff/roulettes/{id}: the settings with the weights. */
export const staffRouletteSchema = rouletteResultsSchema
  .pick({ id: true, active: true, payoutDate: true })
  .extend({ rewards: z.array(rouletteRewardInputSchema) });
export type StaffRoulette = z.output<typeof staffRouletteSchema>;

/** A page of recent plays for staff (GET /staff/roulettes/{id}/plays?page=&size=), newest first. */
export const staffRoulettePlayPageSchema = pageOf(
  roulettePlaySchema.extend({ member: z.object({ code: z.string(), name: z.string() }) }),
);
export type StaffRoulettePlayPage = z.output<typeof staffRoulettePlayPageSchema>;
export const staffRoulettePlayQuerySchema = requestListQuerySchema.pick({ page: true, size: true });
