import type { IntakeLookup, IntakeResult } from '@fanship/domain/warehouse/intake';
import { MAX_PARCEL_PHOTOS } from '@fanship/domain/warehouse/parcels';
import { Button, Card, Radio, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { SegmentedField } from '../../../components/forms/form-fields.tsx';
import { ImageUpload } from '../../../components/forms/image-upload.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { NumberTextField } from '../../../components/forms/number-text-field.tsx';
import { firstNamedField, revealField } from '../../../components/forms/reveal-field.ts';
import { UploadTrackerProvider } from '../../../components/forms/upload-tracker.tsx';
import { ActionBar } from '../../../components/ui/action-bar.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { uploadPackagePhoto, useReceiveParcel } from '../api/intake-api.ts';
import {
  emptyValues,
  formField,
  type IntakeFormValues,
  intakeBody,
  intakeResolver,
  receivableIncomings,
  type Target,
} from './intake-form-values.ts';

type IntakeFormProps = {
  lookup: IntakeLookup;
  /** 'Receive anyway' of a number already on a package: the form asks why, and sends it. */
  override?: boolean;
  onReceived: (result: IntakeResult) => void;
};

/**
 * The parcel as measured on the desk (weight in g, sides in cm, photos from the phone's camera or a file) and where
 * it goes. A refusal (a 409: received meanwhile) is shown in the form, keeping everything typed. Made for a worker
 * receiving hundreds a day: Weight has the focus when the form opens (the reason does after 'Receive anyway'), Enter
 * in Height receives, the Receive button stays on screen (`ActionBar`), and a submit with wrong fields brings the
 * first of them into view below the sticky header (`revealField`).
 */
export function IntakeForm({ lookup, override = false, onReceived }: IntakeFormProps) {
  const receive = useReceiveParcel();
  const [failure, setFailure] = useState<string | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const form = useForm<IntakeFormValues>({
    ...validateOnBlur,
    // `revealField` focuses the first wrong field, clear of the sticky header.
    shouldFocusError: false,
    resolver: intakeResolver(lookup.trackingNo, override),
    defaultValues: emptyValues(lookup),
  });
  const { errors } = form.formState;
  const target = form.watch('target');
  const incomings = receivableIncomings(lookup);

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        onReceived(await receive.mutateAsync(intakeBody(values, lookup.trackingNo, override)));
      } catch (error) {
        if (error instanceof ApiError) {
          for (const [path, message] of Object.entries(error.fieldErrors)) {
            const field = formField(path.split('.'));
            if (field) form.setError(field, { message });
          }
        }
        setFailure(errorMessageOf(error));
      }
    },
    (wrong) => {
      const field = formElement.current && firstNamedField(formElement.current, Object.keys(wrong));
      if (field) revealField(field);
    },
  );

  return (
    <Card withBorder padding="md" component="section" aria-label="Receive the parcel">
      <UploadTrackerProvider>
        {(uploading) => (
          <form ref={formElement} onSubmit={submit} noValidate aria-label="Receive parcel">
            <Stack gap="md">
              <Title order={2} fz="lg">
                Receive {lookup.trackingNo}
              </Title>
              <FailureAlert message={failure} title="The parcel was not received" />
              {override && (
                <Textarea
                  label="Why receive it again?"
                  description="It is already on a package: this is written in the new package's history."
                  withAsterisk
                  autosize
                  minRows={2}
                  // The deliberate step after 'Receive anyway': the reason comes first.
                  autoFocus
                  {...inputProps(form, 'overrideReason')}
                />
              )}
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                <NumberTextField
                  form={form}
                  name="weightGrams"
                  label="Weight"
                  unit="g"
                  required
                  // The scale's reading comes first; after 'Receive anyway' the reason does.
                  autoFocus={!override}
                />
                <NumberTextField form={form} name="widthCm" label="Width" unit="cm" decimal required />
                <NumberTextField form={form} name="lengthCm" label="Length" unit="cm" decimal required />
                <NumberTextField
                  form={form}
                  name="heightCm"
                  label="Height"
                  unit="cm"
                  decimal
                  required
                  enterKeyHint="send"
                  onKeyDown={(event) => {
                    // The last size: Enter receives (the rest of the form has its defaults).
                    if (event.key !== 'Enter') return;
                    event.preventDefault();
                    void submit();
                  }}
                />
              </SimpleGrid>
              <Controller
                control={form.control}
                name="photos"
                render={({ field }) => (
                  <ImageUpload
                    label="Photos"
                    value={field.value}
                    onChange={field.onChange}
                    max={MAX_PARCEL_PHOTOS}
                    error={errors.photos?.message}
                    upload={uploadPackagePhoto}
                    camera
                  />
                )}
              />
              <Controller
                control={form.control}
                name="target"
                render={({ field }) => (
                  <Radio.Group
                    label="Where does it go?"
                    withAsterisk
                    value={field.value}
                    onChange={(value) => field.onChange(value as Target)}
                    error={errors.target?.message}
                  >
                    <Stack gap="xs" mt={6}>
                      {lookup.expected.map((pkg) => (
                        <Radio
                          key={pkg.code}
                          value={`expected:${pkg.code}`}
                          label={`Package ${pkg.code} awaiting receipt: ${pkg.owner.name} (${pkg.owner.code})`}
                          description={`Bought for ${pkg.sourceCode ?? 'the member'}${pkg.name ? `: ${pkg.name}` : ''}`}
                        />
                      ))}
                      {incomings.map((incoming) => (
                        <Radio
                          key={incoming.code}
                          value={`incoming:${incoming.code}`}
                          label={`Incoming ${incoming.code}: ${incoming.member.name} (${incoming.member.code})`}
                          description={`From ${incoming.sellerName}, ${incoming.items.length} item${incoming.items.length === 1 ? '' : 's'} registered`}
                        />
                      ))}
                      <Radio
                        value="member"
                        label="A member by ID"
                        description="Not registered: they add the items later"
                      />
                      <Radio
                        value="pool"
                        label="Lost & found"
                        description="Nobody known: the parcel waits in the pool for a claim"
                      />
                    </Stack>
                  </Radio.Group>
                )}
              />
              {target.startsWith('incoming:') && (
                <SegmentedField
                  control={form.control}
                  name="arrival"
                  label="Items"
                  data={[
                    { value: 'ALL', label: 'All items arrived' },
                    { value: 'PARTIAL', label: 'Some items missing' },
                  ]}
                  fullWidth
                />
              )}
              {target === 'member' && (
                <TextInput
                  label="Member ID"
                  withAsterisk
                  autoCapitalize="characters"
                  maxLength={7}
                  {...inputProps(form, 'memberCode')}
                />
              )}
              {target === 'pool' && (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput label="Receiver name on the label" {...inputProps(form, 'receiverName')} />
                  <TextInput label="Carrier" {...inputProps(form, 'carrierName')} />
                </SimpleGrid>
              )}
              <Textarea label="Staff note" autosize minRows={2} {...inputProps(form, 'staffNote')} />
              <ActionBar label="Receive bar" hint={lookup.trackingNo}>
                <Button type="submit" size="md" loading={receive.isPending} disabled={uploading > 0}>
                  {uploading > 0 ? 'Waiting for photos…' : 'Receive'}
                </Button>
              </ActionBar>
            </Stack>
          </form>
        )}
      </UploadTrackerProvider>
    </Card>
  );
}
