import { account } from './en/account.ts';
import { booking } from './en/booking.ts';
import { cli } from './en/cli.ts';
import { legal } from './en/legal.ts';
import { pages } from './en/pages.ts';
import { server } from './en/server.ts';

/**
 * The English catalogue and the source of every key: `Catalog` and `CatalogKey` are derived from it,
 * and the Thai catalogue must match it key for key.
 */
export const en = { ...pages, ...account, ...booking, ...legal, cli, server } as const;
