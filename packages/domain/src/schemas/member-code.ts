import { z } from 'zod';

export const MEMBER_CODE_LENGTH = 7;
export const MEMBER_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const memberCodePattern = /^[A-Z0-9]{7}$/;

export const memberCodeMessages = {
  required: 'ID is required',
  length: 'ID must be 7 characters',
  format: 'ID must be 7 characters consisting of letters and numbers',
} as const;

/** Whether a text is a well-formed member code (7 characters of A-Z and 0-9). */
export function isMemberCode(value: string): boolean {
  return memberCodePattern.test(value);
}

/** Builds a member code from random bytes (one byte per character; the caller supplies the randomness). */
export function memberCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < MEMBER_CODE_LENGTH) throw new Error('memberCodeFromBytes needs 7 random bytes');
  let code = '';
  for (let index = 0; index < MEMBER_CODE_LENGTH; index++) {
    code += MEMBER_CODE_ALPHABET[(bytes[index] ?? 0) % MEMBER_CODE_ALPHABET.length];
  }
  return code;
}

/** The member ID field of the recovery forms. */
export const memberCodeSchema = z
  .string({ error: memberCodeMessages.required })
  .trim()
  .min(1, memberCodeMessages.required)
  .length(MEMBER_CODE_LENGTH, memberCodeMessages.length)
  .regex(memberCodePattern, memberCodeMessages.format);
