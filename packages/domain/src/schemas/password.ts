import { z } from 'zod';
import { passwordMessages } from './password-messages.ts';

export { passwordMessages } from './password-messages.ts';

/** Special characters a password may (and must) contain, as the spec lists them. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*?';

/** A password as sign-up, change and reset accept it: each rule reports its own message. */
export const passwordSchema = z
  .string({ error: passwordMessages.required })
  .min(1, passwordMessages.required)
  .min(8, passwordMessages.tooShort)
  .max(30, { error: passwordMessages.tooLong, abort: true })
  .regex(/[!@#$%^&*?]/, passwordMessages.special)
  .regex(/[0-9]/, passwordMessages.number)
  .regex(/[A-Za-z]/, passwordMessages.letter)
  .regex(/^[A-Za-z0-9!@#$%^&*?]*$/, passwordMessages.allowed);

/** Adds the confirm-password field to a form schema and checks that both match. */
export function withPasswordConfirmation<T extends z.ZodObject<{ password: typeof passwordSchema }>>(
  schema: T,
) {
  return schema
    .extend({ confirmPassword: z.string().min(1, passwordMessages.confirmRequired) })
    .refine((value) => value.password === value.confirmPassword, {
      path: ['confirmPassword'],
      message: passwordMessages.mismatch,
    });
}
