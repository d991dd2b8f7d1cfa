import {
  type RouletteResults,
  rouletteMessages,
  rouletteRewardLabel,
} from '@fanship/domain/schemas/roulette';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LoadingState } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { usePlayRoulette, useRouletteResults } from '../api/roulette-api.ts';
import { RouletteWheel, turnFor } from './roulette-wheel.tsx';

/** A spin lasts 5 to 7 seconds (spec §9); with reduced motion asked for, well under one. */
function spinDuration(): number {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return reduced ? 400 : 5_000 + Math.round(Math.random() * 2_000);
}

/** The message of a reward won (or seen again): the win names when its credit is applied. */
export function resultMessage(results: RouletteResults, rewardId: number): string {
  const reward = results.rewards.find((candidate) => candidate.id === rewardId);
  if (reward?.type !== 'CREDIT') return rouletteMessages.noPrize;
  return rouletteMessages.win(rouletteRewardLabel(reward), results.payoutDate);
}

type Spin = { rewardId: number; rotation: number; durationMs: number; isDone: boolean };

function RouletteBody({ results }: { results: RouletteResults }) {
  const play = usePlayRoulette();
  const [spin, setSpin] = useState<Spin | null>(null);
  useEffect(() => {
    if (!spin || spin.isDone) return;
    const timer = setTimeout(() => setSpin({ ...spin, isDone: true }), spin.durationMs);
    return () => clearTimeout(timer);
  }, [spin]);

  const usedToday = results.today?.used === true;
  const shownRewardId = spin?.rewardId ?? results.today?.rouletteRewardId ?? null;
  const rotation =
    spin?.rotation ??
    (shownRewardId === null
      ? 0
      : turnFor(
          Math.max(
            0,
            results.rewards.findIndex((reward) => reward.id === shownRewardId),
          ),
          results.rewards.length,
          0,
        ));
  const isPushDisabled = !results.active || usedToday || spin !== null || play.isPending;

  const push = () =>
    play.mutate(undefined, {
      onSuccess: ({ rouletteRewardId }) => {
        const index = Math.max(
          0,
          results.rewards.findIndex((reward) => reward.id === rouletteRewardId),
        );
        setSpin({
          rewardId: rouletteRewardId,
          rotation: turnFor(index, results.rewards.length, 6),
          durationMs: spinDuration(),
          isDone: false,
        });
      },
    });

  return (
    <Stack gap="md">
      <RouletteWheel rewards={results.rewards} rotation={rotation} durationMs={spin?.durationMs ?? 0} />
      <div aria-live="polite">
        {spin?.isDone ? (
          <Alert
            color={resultMessage(results, spin.rewardId).startsWith('Congratulations') ? 'green' : 'gray'}
          >
            {resultMessage(results, spin.rewardId)}
          </Alert>
        ) : null}
        {spin === null && usedToday && shownRewardId !== null ? (
          <Alert color="gray">
            <Text size="sm">{rouletteMessages.alreadyPlayed}</Text>
            <Text size="sm">{resultMessage(results, shownRewardId)}</Text>
          </Alert>
        ) : null}
        {spin === null && !results.active ? <Alert color="gray">{rouletteMessages.notRunning}</Alert> : null}
        {play.isError ? <Alert color="red">{errorMessageOf(play.error)}</Alert> : null}
        {spin && !spin.isDone ? <Text ta="center">Spinning…</Text> : null}
      </div>
      <Group justify="center">
        <Button onClick={push} disabled={isPushDisabled} loading={play.isPending} size="md">
          Push
        </Button>
      </Group>
    </Stack>
  );
}

/** The Roulette Event modal (spec §2, §4): the wheel, Push (once a Korean day) and Close. */
export function RouletteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const results = useRouletteResults(opened);
  return (
    <Modal opened={opened} onClose={onClose} centered withCloseButton={false} title="Roulette Event">
      {results.data ? (
        <RouletteBody results={results.data} />
      ) : results.isError ? (
        <Alert color="red">{errorMessageOf(results.error)}</Alert>
      ) : (
        <LoadingState />
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
