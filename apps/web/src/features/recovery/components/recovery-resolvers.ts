import {
  changePasswordFormSchema,
  findIdSchema,
  requestChangePasswordSchema,
} from '@fanship/domain/schemas/recovery';
import { zodResolver } from '@hookform/resolvers/zod';

/** The recovery forms' validation: the server's own schemas, loaded after the page (lib/lazy-resolver.ts). */
export const findIdResolver = zodResolver(findIdSchema);
export const requestChangePasswordResolver = zodResolver(requestChangePasswordSchema);
export const changePasswordFormResolver = zodResolver(changePasswordFormSchema);
