/**
 * Interest keywords (spec "storefront and account" §2 /interests, §3 "Interest keyword", §7 PATCH /me): top-level
 * keywords with their sub-keywords, picked by a member at /interests and kept by staff at /staff/interest-keywords.
 */
import { z } from 'zod';
import { boundedArray, requiredText, shownValue, wholeNumber } from './field-rules.ts';

/** Longest keyword code (`interest_keywords.keyword`). */
export const INTEREST_KEYWORD_MAX = 40;
/** Most keywords a member may keep (PATCH /me). */
export const MAX_MEMBER_INTERESTS = 50;

export const interestMessages = {
  keywordFormat: 'Keyword may contain only capital letters, numbers and underscores',
  tooMany: `You can choose at most ${MAX_MEMBER_INTERESTS} interests`,
  notAList: 'Interests must be a list of keywords',
  unknownKeyword: (keyword: string) => `Unknown interest keyword: ${shownValue(keyword)}`,
  unknownParent: 'Unknown parent keyword',
  parentIsChild: 'A sub-keyword cannot have sub-keywords of its own: choose a top-level parent',
  ownParent: 'A keyword cannot be its own parent',
  hasChildren: 'This keyword has sub-keywords, so it cannot become a sub-keyword or be deleted',
} as const;

const keywordCode = (label: string) =>
  requiredText(label, INTEREST_KEYWORD_MAX).regex(/^[A-Z0-9_]+$/, interestMessages.keywordFormat);

/** A keyword as a member sees it: its code and name. */
export const interestKeywordRefSchema = z.object({ keyword: z.string(), name: z.string() });
export type InterestKeywordRef = z.output<typeof interestKeywordRefSchema>;

/** A top-level keyword with its sub-keywords, in order (GET /interest-keywords). */
export const interestKeywordSchema = interestKeywordRefSchema.extend({
  children: z.array(interestKeywordRefSchema),
});
export type InterestKeyword = z.output<typeof interestKeywordSchema>;
export const interestKeywordListSchema = z.array(interestKeywordSchema);

/** Body of PATCH /me: the member's interests as keyword codes; the set replaces the one kept. */
export const updateMeSchema = z.object({
  interests: boundedArray(
    z.string({ error: interestMessages.notAList }).max(INTEREST_KEYWORD_MAX, {
      error: (issue) => interestMessages.unknownKeyword(String(issue.input)),
    }),
    {
      max: MAX_MEMBER_INTERESTS,
      tooMany: interestMessages.tooMany,
      notAList: interestMessages.notAList,
    },
  ),
});
export type UpdateMe = z.output<typeof updateMeSchema>;

/** Body of the staff keyword screen (create and replace): a null parent makes a top-level keyword. */
export const staffInterestKeywordSchema = z.object({
  keyword: keywordCode('Keyword'),
  name: requiredText('Name', 100),
  parentId: z
    .preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      wholeNumber('Parent', 1, 2_147_483_647).nullable(),
    )
    .default(null),
  position: wholeNumber('Order', 0, 10_000).default(0),
  active: z.boolean({ error: 'Active must be true or false' }).default(true),
});
export type StaffInterestKeywordInput = z.input<typeof staffInterestKeywordSchema>;
export type StaffInterestKeywordValues = z.output<typeof staffInterestKeywordSchema>;

/** A keyword as staff see it. */
export type StaffInterestKeywordRecord = StaffInterestKeywordValues & { id: number };
/** A top-level keyword with its sub-keywords as the staff list answers it (inactive ones too). */
export type StaffInterestKeywordTree = StaffInterestKeywordRecord & {
  children: StaffInterestKeywordRecord[];
};
