import { account } from './th/account.ts';
import { booking } from './th/booking.ts';
import { cli } from './th/cli.ts';
import { legal } from './th/legal.ts';
import { pages } from './th/pages.ts';
import { server } from './th/server.ts';
import type { Catalog } from './types.ts';

/** The Thai catalogue, the product's default language; checked key for key against `en`. */
export const th: Catalog = { ...pages, ...account, ...booking, ...legal, cli, server };
