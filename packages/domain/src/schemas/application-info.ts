import { z } from 'zod';

/** Longest applicant name: the OFM fansign form's applicant name takes it as it is (`OFM_APPLICANT_NAME_MAX`). */
export const APPLICATION_INFO_NAME_MAX = 100;
/** Longest applicant information (spec §9: application data max 3000). */
export const APPLICATION_INFO_DATA_MAX = 3000;
/** How many applicant records a member may keep. */
export const MAX_APPLICATION_INFOS_PER_MEMBER = 20;

export const applicationInfoMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name is too long (max. ${APPLICATION_INFO_NAME_MAX})`,
  dataTooLong: 'Information is too long (Max 3000 characters)',
  tooMany: `You can keep at most ${MAX_APPLICATION_INFOS_PER_MEMBER} applicant's information records. Please delete one first.`,
  deleteConfirm: "Are you sure to delete this applicant's information?",
} as const;

/** Body of POST and PATCH /me/application-info: a name (required) and free text about the applicant. */
export const applicationInfoSchema = z.object({
  name: z
    .string({ error: applicationInfoMessages.nameRequired })
    .trim()
    .min(1, { error: applicationInfoMessages.nameRequired, abort: true })
    .max(APPLICATION_INFO_NAME_MAX, applicationInfoMessages.nameTooLong),
  data: z
    .string({ error: applicationInfoMessages.dataTooLong })
    .trim()
    .max(APPLICATION_INFO_DATA_MAX, applicationInfoMessages.dataTooLong)
    .nullish()
    .transform((value) => value ?? ''),
});
export type ApplicationInfoInput = z.input<typeof applicationInfoSchema>;
export type ApplicationInfoFields = z.output<typeof applicationInfoSchema>;

/** An applicant's information record as the API returns it. */
export type ApplicationInfo = ApplicationInfoFields & { id: number; createdAt: string; updatedAt: string };

/** The spec's failure messages of the application info form (§8). */
export const applicationInfoSubmitFailedMessage = (message: string) => `Failed to submit (${message})`;
export const applicationInfoDeleteFailedMessage = (message: string) => `Failed to Delete (${message})`;
