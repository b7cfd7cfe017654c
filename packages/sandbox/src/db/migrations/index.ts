import { migration as v001 } from './001-catalogue-accounts-bookings.ts';
import { migration as v002 } from './002-promotion-names-languages.ts';
import { migration as v003 } from './003-password-resets-pins-overdue.ts';
import { migration as v004 } from './004-mail-html-attachments.ts';
import { migration as v005 } from './005-consents.ts';
import { migration as v006 } from './006-throttle-counts.ts';
import { migration as v007 } from './007-one-account-per-document.ts';
import { migration as v008 } from './008-booking-promotion-code.ts';
import { migration as v020 } from './020-extensions-move-out-consent-changes.ts';
import { migration as v021 } from './021-credit-notes.ts';
import { migration as v030 } from './030-tax-invoices-withholding.ts';
import { migration as v360 } from './360-deposits-rental-account.ts';
import { migration as v370 } from './370-events.ts';
import { migration as v400 } from './400-autopay.ts';
import { migration as v410 } from './410-access.ts';
import type { Migration } from './migration.ts';

/**
 * Every migration, in version order. Append only: a released migration is never edited, a change
 * is a new file with a new number. Versions are reserved in ranges per feature, so a lower one
 * can be released after a higher one; `migrate` applies each missing one in version order.
 */
export const MIGRATIONS: readonly Migration[] = [
  v001,
  v002,
  v003,
  v004,
  v005,
  v006,
  v007,
  v008,
  v020,
  v021,
  v030,
  v360,
  v370,
  v400,
  v410,
];
