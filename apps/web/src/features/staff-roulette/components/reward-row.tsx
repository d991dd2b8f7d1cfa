import { NO_PRIZE_REWARD_ID, type RouletteRewardInput } from '@fanship/domain/schemas/roulette';
import { Button, Card, ColorInput, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';

const typeOptions = [
  { value: 'CREDIT', label: 'Credit (KRW)' },
  { value: 'NONE', label: 'No prize' },
];

/** One segment of the wheel as staff edit it; reward 0 ('no prize') stays NONE and cannot be removed. */
export function RewardRow(props: {
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
        <strong style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
          Reward {reward.id}
          {isNoPrize ? ' (no prize)' : ''}
        </strong>
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
          value={reward.weight}
          min={0}
          allowDecimal={false}
          onChange={(value) => onChange({ ...reward, weight: number(value) })}
        />
        <ColorInput
          label="Colour"
          value={reward.color}
          format="hex"
          withEyeDropper={false}
          onChange={(color) => onChange({ ...reward, color })}
        />
      </SimpleGrid>
    </Card>
  );
}
