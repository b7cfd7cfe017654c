/**
 * The three branches of SPEC section 1 with their phone numbers: the one list that the home page
 * (prerendered), the sandbox's seed (and so get-branch) and the docs all show.
 */
export const BRANCH_DIRECTORY = [
  { id: 1, key: 'chinatown', name_th: 'ไชน่าทาวน์', name_en: 'Chinatown', phone: '02-221-4455' },
  { id: 2, key: 'rama3', name_th: 'พระราม 3', name_en: 'Rama 3', phone: '02-294-7788' },
  { id: 3, key: 'rama4', name_th: 'พระราม 4', name_en: 'Rama 4', phone: '02-249-3366' },
] as const;

export type BranchKey = (typeof BRANCH_DIRECTORY)[number]['key'];
