import { apiRequest } from '../../../lib/api-client.ts';

/** Whether an email may still be used for a new account; a failed check counts as accepted. */
export async function isEmailAvailable(email: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const answer = await apiRequest<boolean>(`/auth/validate-email?email=${encodeURIComponent(email)}`, {
      signal,
    });
    return answer !== false;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.warn('Email duplicate check failed; accepting the email', error);
    return true;
  }
}
