/**
 * The phone numbers of the three branches of SPEC section 1: the one list that the home page
 * (prerendered) and the sandbox's seed (and so get-branch) both show.
 */
export const BRANCH_PHONES = {
  chinatown: '02-221-4455',
  rama3: '02-294-7788',
  rama4: '02-249-3366',
} as const;

export type BranchKey = keyof typeof BRANCH_PHONES;
