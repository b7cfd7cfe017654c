import type { dates as source } from '../../en/server/dates.ts';
import type { Localized } from '../../types.ts';

export const dates: Localized<typeof source> = {
  dateTime: '{{date}} เวลา {{time}} น.',
};
