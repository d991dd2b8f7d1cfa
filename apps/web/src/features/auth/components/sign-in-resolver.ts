import { signInSchema } from '@fanship/domain/schemas/login';
import { zodResolver } from '@hookform/resolvers/zod';

/** The login form's validation: the server's own sign-in schema (loaded after the page, login-form.tsx). */
export const signInResolver = zodResolver(signInSchema);
