import type { server as source } from '../en/server.ts';
import type { Localized } from '../types.ts';
import { dates } from './server/dates.ts';
import { documents } from './server/documents.ts';
import { mail } from './server/mail.ts';
import { serverPages } from './server/pages.ts';
import { replies } from './server/replies.ts';

export const server: Localized<typeof source> = { replies, mail, documents, pages: serverPages, dates };
