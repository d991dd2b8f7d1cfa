import { type OfmType, selectableOfmTypes } from '@fanship/domain/pricing/ofm-fee';
import { OFM_SHOP_NAME_MAX, takesShopTimes } from '@fanship/domain/requests/ofm';
import { Group, Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { SegmentedField } from '../../../components/forms/form-fields.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { ApplicationInfoPick } from '../../application-infos/index.ts';
import { ofmTypeLabels } from '../../pricing/index.ts';
import { ofmTypeDescriptions } from './ofm-form-texts.ts';
import { type OfmFormValues, visitLengthOptions } from './ofm-form-values.ts';

type SectionProps = { form: UseFormReturn<OfmFormValues>; type: OfmType };

/** The OFM type: chosen among the selectable ones, or shown fixed for a request of a hidden type. */
export function OfmTypeSection({ form, type }: SectionProps) {
  const { errors } = form.formState;
  const isHiddenType = !(selectableOfmTypes as readonly string[]).includes(type);
  return (
    <SectionCard title="Type">
      {isHiddenType ? (
        <Stack gap={2}>
          <Text fw={600}>{ofmTypeLabels[type]}</Text>
          <Text size="sm" c="dimmed">
            {ofmTypeDescriptions[type]} The type of this request cannot be changed.
          </Text>
        </Stack>
      ) : (
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Radio.Group
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                // The confirmation is about the type: a new type asks for it again.
                form.setValue('confirmed', false);
              }}
              label="OFM Type"
              withAsterisk
              error={errors.type?.message}
            >
              <Stack gap="sm" mt="xs">
                {selectableOfmTypes.map((option) => (
                  <Radio
                    key={option}
                    value={option}
                    label={ofmTypeLabels[option]}
                    description={ofmTypeDescriptions[option]}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
      )}
    </SectionCard>
  );
}

/** A fansign request's applicant: apply or attend, and who applies (typed, or filled from a saved record). */
function FansignFields({ form }: { form: UseFormReturn<OfmFormValues> }) {
  const fill = { shouldDirty: true, shouldValidate: true };
  return (
    <>
      <SegmentedField
        control={form.control}
        name="fansignParticipation"
        label="Fansign"
        data={[
          { value: 'APPLY', label: 'Apply for the draw' },
          { value: 'ATTEND', label: 'Attend the event' },
        ]}
      />
      <ApplicationInfoPick
        onPick={(record) => {
          form.setValue('applicantName', record.name, fill);
          form.setValue('applicantData', record.data, fill);
        }}
      />
      <TextInput label="Applicant name" withAsterisk {...inputProps(form, 'applicantName')} />
      <Textarea
        label="Applicant information"
        description="What the event asks of an applicant (phone, birth date, …)"
        autosize
        minRows={2}
        {...inputProps(form, 'applicantData')}
      />
    </>
  );
}

/** The shop: its name, its hours for the types that take them, the visit or fansign, and the video call. */
export function OfmShopSection({ form, type, videoCall }: SectionProps & { videoCall: boolean }) {
  const { errors } = form.formState;
  return (
    <SectionCard title="Shop">
      <Stack gap="sm">
        <TextInput
          label="Shop name"
          withAsterisk
          description={`Max. ${OFM_SHOP_NAME_MAX} characters`}
          {...inputProps(form, 'shopName')}
        />
        {takesShopTimes(type) && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="datetime-local"
              label="Shop opens (Korean time)"
              {...inputProps(form, 'shopOpenAt')}
            />
            <TextInput
              type="datetime-local"
              label="Shop closes (Korean time)"
              {...inputProps(form, 'shopCloseAt')}
            />
          </SimpleGrid>
        )}
        {type === 'OFFLINE' && (
          <Controller
            control={form.control}
            name="visitMinutes"
            render={({ field }) => (
              <Select
                label="Visit length"
                withAsterisk
                description="The visit fee is charged for the time booked"
                data={visitLengthOptions}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                allowDeselect={false}
                error={errors.visitMinutes?.message}
              />
            )}
          />
        )}
        {type === 'PROXY_FANSIGN' && <FansignFields form={form} />}
        <Controller
          control={form.control}
          name="videoCall"
          render={({ field }) => (
            <Radio.Group
              label="Video call during the purchase"
              value={field.value ? 'yes' : 'no'}
              onChange={(value) => field.onChange(value === 'yes')}
            >
              <Group gap="lg" mt={4}>
                <Radio value="yes" label="Yes" />
                <Radio value="no" label="No" />
              </Group>
            </Radio.Group>
          )}
        />
        {videoCall && (
          <Textarea
            label="Video call information"
            description="Your messenger and ID, and when you can take the call"
            autosize
            minRows={2}
            {...inputProps(form, 'videoCallInfo')}
          />
        )}
      </Stack>
    </SectionCard>
  );
}
