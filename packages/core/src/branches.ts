/**
 * The phone numbers of the three branches of SPEC section 1: the one list that the home page
 * (prerendered) and the sandbox's seed (and so get-branch) both show. Ids are get-branch's.
 */
export const BRANCH_DIRECTORY = [
  { id: 1, key: 'chinatown', phone: '02-221-4455' },
  { id: 2, key: 'rama3', phone: '02-294-7788' },
  { id: 3, key: 'rama4', phone: '02-249-3366' },
] as const;

export type BranchKey = (typeof BRANCH_DIRECTORY)[number]['key'];
