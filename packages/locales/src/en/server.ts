import { dates } from './server/dates.ts';
import { documents } from './server/documents.ts';
import { mail } from './server/mail.ts';
import { serverPages } from './server/pages.ts';
import { replies } from './server/replies.ts';

/**
 * What the booking API server writes for a customer: its reply messages, mails, documents (PDFs) and pages. The web
 * app loads none of it (it is in no part of `CATALOG_PARTS`).
 */
export const server = { replies, mail, documents, pages: serverPages, dates };
