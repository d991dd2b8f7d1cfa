import { creditAdjustmentSchema, creditTransactionLabels } from '@fanship/domain/payments/credit-contract';
import { formatKrw } from '@fanship/domain/pricing/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Input, SegmentedControl, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Controller, type DefaultValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { NumberField } from '../../../components/forms/form-fields.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { placeServerErrors, validateOnBlur } from '../../../lib/form-validation.ts';
import { useSubmitLock } from '../../../lib/submit-lock.ts';
import { useAdjustMemberCredit } from '../api/adjust-member-credit.ts';

type Schema = typeof creditAdjustmentSchema;
type Values = z.input<Schema>;

const fields = ['transactionType', 'amount', 'reason', 'description'] as const;
// The amount starts blank (the schema then says 'Amount is required'), not at 0.
const emptyValues: DefaultValues<Values> = { transactionType: 'E', reason: '', description: '' };

/**
 * Staff earn or take away a member's credit with the reason the member sees (and an optional description). The
 * server's refusal (a redeem the balance does not cover) shows above the form and the input is kept.
 */
export function AdjustCreditForm({ code }: { code: string }) {
  const adjust = useAdjustMemberCredit(code);
  const { isLocked, lock } = useSubmitLock();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<Schema>>({
    ...validateOnBlur,
    resolver: zodResolver(creditAdjustmentSchema),
    defaultValues: emptyValues,
  });

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    adjust.mutate(
      { ...values, description: values.description ?? undefined },
      {
        onSuccess: (result) => {
          lock();
          form.reset(emptyValues);
          notifications.show({
            color: 'green',
            message: `Credit adjusted. The balance is now ${formatKrw(result.balance)}.`,
          });
        },
        onError: (error) => {
          setFailure(placeServerErrors(error, fields, form.setError));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Adjust credit">
      <Stack gap="sm">
        <Title order={3} fz={17}>
          Adjust credit
        </Title>
        <FailureAlert message={failure} />
        <Controller
          control={form.control}
          name="transactionType"
          render={({ field, fieldState }) => (
            <Input.Wrapper label="Type" withAsterisk error={fieldState.error?.message}>
              <div>
                <SegmentedControl
                  value={field.value}
                  onChange={field.onChange}
                  data={(['E', 'R'] as const).map((value) => ({
                    value,
                    label: creditTransactionLabels[value],
                  }))}
                />
              </div>
            </Input.Wrapper>
          )}
        />
        <NumberField control={form.control} name="amount" label="Amount (KRW)" required />
        <TextInput
          label="Reason"
          description="The member sees it in their credit history."
          withAsterisk
          {...inputProps(form, 'reason')}
        />
        <Textarea label="Description" autosize minRows={2} {...inputProps(form, 'description')} />
        <Group justify="flex-end">
          <Button type="submit" loading={adjust.isPending} disabled={isLocked}>
            Adjust credit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
