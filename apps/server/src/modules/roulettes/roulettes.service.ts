import { randomInt } from 'node:crypto';
import type { Transaction } from '@fanship/db/client';
import { fullName } from '@fanship/domain/member';
import {
  type RoulettePlay,
  type RouletteResults,
  type RouletteReward,
  type RouletteSettings,
  rouletteMessages,
  type StaffRoulette,
  type StaffRoulettePlayPage,
} from '@fanship/domain/schemas/roulette';
import { kstDate } from '@fanship/domain/warehouse/package-statuses';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeCreditEntry } from '../credit/index.ts';
import {
  findPlayOfDay,
  findRoulette,
  insertPlayOfDay,
  listMemberPlays,
  listPlays,
  listRewards,
  lockDuePrizes,
  markPlayPaid,
  prizeSource,
  type RoulettePlayRow,
  type RouletteRewardRow,
  type RouletteRow,
  saveRoulette,
} from './roulettes.repository.ts';

/** The payout date a prize won on `day` waits for: null when the roulette has none or it has come. */
function pendingPayoutDate(roulette: RouletteRow, day: string): string | null {
  return roulette.payoutDate && roulette.payoutDate > day ? roulette.payoutDate : null;
}

function rewardAnswer(reward: RouletteRewardRow): RouletteReward {
  const { rewardId: id, name, amountKrw: amount, color } = reward;
  return { id, name, type: reward.type as RouletteReward['type'], amount, color };
}

async function rouletteOrNotFound(context: AppContext, id: number): Promise<RouletteRow> {
  const roulette = await findRoulette(context.db, id);
  if (!roulette) throw notFound();
  return roulette;
}

/** GET /roulettes/{id}/results: the wheel and, for a signed-in member, today's spin (Korean calendar day). */
export async function rouletteResults(
  context: AppContext,
  id: number,
  memberId: number | undefined,
): Promise<RouletteResults> {
  const roulette = await rouletteOrNotFound(context, id);
  const day = kstDate(context.clock.now());
  const rewards = await listRewards(context.db, id);
  const play =
    memberId === undefined ? undefined : await findPlayOfDay(context.db, { rouletteId: id, memberId, day });
  return {
    id,
    active: roulette.active,
    payoutDate: pendingPayoutDate(roulette, day),
    rewards: rewards.map(rewardAnswer),
    today:
      memberId === undefined
        ? null
        : {
            used: play !== undefined,
            rouletteRewardId: play?.rewardId ?? null,
            createdAt: play?.createdAt.toISOString() ?? null,
          },
  };
}

/** Draws a reward by weight with the platform's cryptographic random numbers (weight 0: never drawn). */
export function drawReward(rewards: RouletteRewardRow[], random = randomInt): RouletteRewardRow {
  const total = rewards.reduce((sum, reward) => sum + reward.weight, 0);
  if (total <= 0) throw new AppError('CONFLICT', rouletteMessages.notRunning);
  let ticket = random(total);
  for (const reward of rewards) {
    if (ticket < reward.weight) return reward;
    ticket -= reward.weight;
  }
  throw new Error('unreachable: the ticket is below the total weight');
}

/** Pays a play's credit prize through the ledger once (its source is the play) and marks the play paid. */
async function payPrize(tx: Transaction, play: RoulettePlayRow, now: Date): Promise<void> {
  await writeCreditEntry(tx, {
    memberId: play.memberId,
    transactionType: 'E',
    category: 'ROULETTE',
    amountKrw: play.amountKrw,
    reason: `Roulette prize: ${play.rewardName}`,
    sourceCode: prizeSource(play.id),
    now,
  });
  await markPlayPaid(tx, play.id, now);
}

/**
 * POST /roulettes/{id}/play: one spin per member and Korean calendar day, held by the plays' unique index under any
 * number of concurrent spins (the second gets 409). A CREDIT prize is paid in the same transaction when the roulette
 * has no payout date still to come; otherwise the payout job pays it on that date.
 */
export async function playRoulette(context: AppContext, id: number, memberId: number) {
  const roulette = await rouletteOrNotFound(context, id);
  if (!roulette.active) throw new AppError('CONFLICT', rouletteMessages.notRunning);
  const now = context.clock.now();
  const day = kstDate(now);
  const reward = drawReward(await listRewards(context.db, id));
  return context.db.transaction(async (tx) => {
    const play = await insertPlayOfDay(tx, {
      rouletteId: id,
      memberId,
      day,
      rewardId: reward.rewardId,
      rewardName: reward.name,
      rewardType: reward.type,
      amountKrw: reward.type === 'CREDIT' ? reward.amountKrw : 0,
      createdAt: now,
    });
    if (!play) throw new AppError('CONFLICT', rouletteMessages.alreadyPlayed);
    if (play.rewardType === 'CREDIT' && pendingPayoutDate(roulette, day) === null)
      await payPrize(tx, play, now);
    return { rouletteRewardId: play.rewardId };
  });
}

function playAnswer(play: RoulettePlayRow): RoulettePlay {
  return {
    id: play.id,
    createdAt: play.createdAt.toISOString(),
    rouletteRewardId: play.rewardId,
    rewardName: play.rewardName,
    type: play.rewardType as 'CREDIT' | 'NONE',
    amount: play.amountKrw,
    paidAt: play.paidAt?.toISOString() ?? null,
  };
}

/** GET /roulettes/{id}/plays: the member's last 100 spins, newest first. */
export async function memberPlayHistory(context: AppContext, id: number, memberId: number) {
  await rouletteOrNotFound(context, id);
  return { content: (await listMemberPlays(context.db, id, memberId, 100)).map(playAnswer) };
}

const PAYOUT_BATCH = 100;

/**
 * The payout job: pays the credit prizes whose roulette's payout date has come (Korean calendar day), a batch per
 * transaction. Plays are taken FOR UPDATE SKIP LOCKED and the ledger writes one entry per play, so runs on several
 * servers at once pay each prize exactly once. Answers how many it paid.
 */
export async function payDuePrizes(context: AppContext, now: Date): Promise<number> {
  const day = kstDate(now);
  let paid = 0;
  for (;;) {
    const count = await context.db.transaction(async (tx) => {
      const plays = await lockDuePrizes(tx, day, PAYOUT_BATCH);
      for (const play of plays) await payPrize(tx, play, now);
      return plays.length;
    });
    paid += count;
    if (count < PAYOUT_BATCH) return paid;
  }
}

export async function staffRoulette(context: AppContext, id: number): Promise<StaffRoulette> {
  const roulette = await rouletteOrNotFound(context, id);
  const rewards = await listRewards(context.db, id);
  return {
    id,
    active: roulette.active,
    payoutDate: roulette.payoutDate,
    rewards: rewards.map((reward) => ({ ...rewardAnswer(reward), weight: reward.weight })),
  };
}

export async function updateRoulette(
  context: AppContext,
  id: number,
  settings: RouletteSettings,
): Promise<StaffRoulette> {
  const saved = await context.db.transaction((tx) =>
    saveRoulette(tx, id, { ...settings, now: context.clock.now() }),
  );
  if (!saved) throw notFound();
  return staffRoulette(context, id);
}

export async function staffRoulettePlays(
  context: AppContext,
  id: number,
  query: { page: number; size: number },
): Promise<StaffRoulettePlayPage> {
  await rouletteOrNotFound(context, id);
  const { rows, total } = await listPlays(context.db, id, {
    offset: (query.page - 1) * query.size,
    limit: query.size,
  });
  return {
    content: rows.map((row) => ({
      ...playAnswer(row.play),
      member: { code: row.member.code, name: fullName(row.member) },
    })),
    currentPage: query.page,
    totalPages: Math.max(1, Math.ceil(total / query.size)),
    totalElements: total,
  };
}
