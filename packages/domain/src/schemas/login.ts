import { z } from 'zod';
import { requiredTextWith } from '../catalogue/field-rules.ts';
import { loginMessages } from './login-messages.ts';

export { loginMessages, safeRedirectPath } from './login-messages.ts';

/** Body of POST /auth/sign-in: the member code (or email) and the password. */
export const signInSchema = z.object({
  username: requiredTextWith(50, {
    required: loginMessages.usernameRequired,
    tooLong: loginMessages.usernameTooLong,
  }),
  password: z
    .string({ error: loginMessages.passwordRequired })
    .min(1, loginMessages.passwordRequired)
    .max(100, loginMessages.passwordTooLong),
});
export type SignIn = z.infer<typeof signInSchema>;
