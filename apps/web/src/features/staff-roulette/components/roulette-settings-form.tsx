import { MAX_ROULETTE_REWARDS, type StaffRoulette } from '@fanship/domain/schemas/roulette';
import { Alert, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useSaveRoulette } from '../api/staff-roulette-api.ts';
import { RewardRow } from './reward-row.tsx';

/** The roulette's settings: active, the payout date (KST) and up to 8 rewards with weights and colours. */
export function RouletteSettingsForm({ roulette }: { roulette: StaffRoulette }) {
  const [active, setActive] = useState(roulette.active);
  const [payoutDate, setPayoutDate] = useState(roulette.payoutDate ?? '');
  const [rewards, setRewards] = useState(roulette.rewards);
  const save = useSaveRoulette();
  const totalWeight = rewards.reduce((sum, reward) => sum + reward.weight, 0);
  const addReward = () =>
    setRewards([
      ...rewards,
      {
        id: Math.max(...rewards.map((reward) => reward.id)) + 1,
        name: '',
        type: 'CREDIT',
        amount: 100,
        weight: 1,
        color: '#74c0fc',
      },
    ]);
  const submit = () =>
    save.mutate(
      { active, payoutDate: payoutDate || null, rewards },
      { onSuccess: () => notifications.show({ message: 'Roulette saved' }) },
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Group align="flex-end" gap="lg">
          <Switch
            label="Active"
            checked={active}
            onChange={(event) => setActive(event.currentTarget.checked)}
          />
          <TextInput
            type="date"
            label="Payout date (KST)"
            description="Empty: credit prizes are paid at once"
            value={payoutDate}
            onChange={(event) => setPayoutDate(event.currentTarget.value)}
          />
        </Group>
        {rewards.map((reward, index) => (
          <RewardRow
            key={reward.id}
            reward={reward}
            onChange={(changed) => setRewards(rewards.map((old, at) => (at === index ? changed : old)))}
            onRemove={() => setRewards(rewards.filter((_, at) => at !== index))}
          />
        ))}
        <Text size="sm" c="dimmed">
          {rewards.length} of {MAX_ROULETTE_REWARDS} rewards · total weight {totalWeight} (a weight of 0 is
          never drawn)
        </Text>
        {save.isError ? <Alert color="red">{errorMessageOf(save.error)}</Alert> : null}
        <Group>
          <Button variant="default" onClick={addReward} disabled={rewards.length >= MAX_ROULETTE_REWARDS}>
            Add reward
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
