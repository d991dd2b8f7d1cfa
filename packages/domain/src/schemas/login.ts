import { z } from 'zod';
import { loginMessages } from './login-messages.ts';

export { loginMessages, safeRedirectPath } from './login-messages.ts';

/** Body of POST /auth/sign-in: the member code (or email) and the password. */
export const signInSchema = z.object({
  username: z
    .string({ error: loginMessages.usernameRequired })
    .trim()
    .min(1, loginMessages.usernameRequired)
    .max(50, loginMessages.usernameTooLong),
  password: z
    .string({ error: loginMessages.passwordRequired })
    .min(1, loginMessages.passwordRequired)
    .max(100, loginMessages.passwordTooLong),
});
export type SignIn = z.infer<typeof signInSchema>;
