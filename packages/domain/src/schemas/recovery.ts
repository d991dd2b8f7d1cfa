import { z } from 'zod';
import { requiredTextWith } from '../catalogue/field-rules.ts';
import { emailField } from './email.ts';
import { memberCodeSchema } from './member-code.ts';
import { passwordMessages, passwordSchema } from './password.ts';
import { recoveryMessages } from './recovery-messages.ts';

export { recoveryMessages } from './recovery-messages.ts';

const recoveryEmailSchema = emailField({
  required: recoveryMessages.emailRequired,
  tooLong: recoveryMessages.emailTooLong,
  invalid: recoveryMessages.emailInvalid,
});

/** Body of POST /auth/find-id. */
export const findIdSchema = z.object({ email: recoveryEmailSchema });
export type FindId = z.infer<typeof findIdSchema>;

/** Body of POST /auth/request-change-password. */
export const requestChangePasswordSchema = z.object({
  memberCode: memberCodeSchema,
  email: recoveryEmailSchema,
});
export type RequestChangePassword = z.infer<typeof requestChangePasswordSchema>;

/** Body of POST /auth/change-password (the reset link's request id and the new password). */
export const changePasswordSchema = z.object({
  requestId: requiredTextWith(200, {
    required: recoveryMessages.requestInvalid,
    tooLong: recoveryMessages.requestInvalid,
  }),
  password: passwordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** Body of POST /auth/check-change-password: the link's request id, checked when the page opens. */
export const checkChangePasswordSchema = changePasswordSchema.pick({ requestId: true });
export type CheckChangePassword = z.infer<typeof checkChangePasswordSchema>;

/** The change-password form: new password twice. */
export const changePasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, passwordMessages.confirmRequired) })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: passwordMessages.mismatch,
  });

/** Body of POST /me/change-password (the profile's Change Password modal). */
export const changeOwnPasswordSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  password: passwordSchema,
});
export const changeOwnPasswordFormSchema = changeOwnPasswordSchema
  .extend({ confirmPassword: z.string().min(1, passwordMessages.confirmRequired) })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: passwordMessages.mismatch,
  });
export const currentPasswordWrongMessage = 'Current password is incorrect.';
