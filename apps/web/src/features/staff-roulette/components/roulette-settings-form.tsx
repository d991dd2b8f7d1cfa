import {
  MAX_ROULETTE_REWARDS,
  NO_PRIZE_REWARD_ID,
  type RouletteRewardInput,
  type StaffRoulette,
} from '@fanship/domain/schemas/roulette';
import {
  Alert,
  Button,
  Card,
  ColorInput,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useSaveRoulette } from '../api/staff-roulette-api.ts';

const typeOptions = [
  { value: 'CREDIT', label: 'Credit (KRW)' },
  { value: 'NONE', label: 'No prize' },
];

function RewardRow(props: {
  reward: RouletteRewardInput;
  onChange: (reward: RouletteRewardInput) => void;
  onRemove: () => void;
}) {
  const { reward, onChange } = props;
  const isNoPrize = reward.id === NO_PRIZE_REWARD_ID;
  const number = (value: string | number) => (typeof value === 'number' ? value : 0);
  return (
    <Card withBorder padding="sm" aria-label={`Reward ${reward.id}`} component="fieldset">
      <Group justify="space-between" mb="xs">
        <Text fw={600} size="sm">
          Reward {reward.id}
          {isNoPrize ? ' (no prize)' : ''}
        </Text>
        {isNoPrize ? null : (
          <Button variant="subtle" color="red" size="compact-sm" onClick={props.onRemove}>
            Remove
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <TextInput
          label="Name"
          value={reward.name}
          maxLength={50}
          onChange={(event) => onChange({ ...reward, name: event.currentTarget.value })}
        />
        <Select
          label="Type"
          data={typeOptions}
          value={reward.type}
          disabled={isNoPrize}
          allowDeselect={false}
          onChange={(value) =>
            onChange({
              ...reward,
              type: value === 'CREDIT' ? 'CREDIT' : 'NONE',
              amount: value === 'CREDIT' ? reward.amount : 0,
            })
          }
        />
        <NumberInput
          label="Amount (KRW)"
          value={reward.amount}
          min={0}
          step={100}
          allowDecimal={false}
          thousandSeparator=","
          disabled={reward.type !== 'CREDIT'}
          onChange={(value) => onChange({ ...reward, amount: number(value) })}
        />
        <NumberInput
          label="Weight"
          description="0 never draws it"
          value={reward.weight}
          min={0}
          allowDecimal={false}
          onChange={(value) => onChange({ ...reward, weight: number(value) })}
        />
        <ColorInput
          label="Colour"
          value={reward.color}
          format="hex"
          onChange={(color) => onChange({ ...reward, color })}
        />
      </SimpleGrid>
    </Card>
  );
}

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
          {rewards.length} of {MAX_ROULETTE_REWARDS} rewards · total weight {totalWeight}
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
