import type { ReplyOf, RequestOf } from '@self-storage/core';
import type { Call, SandboxContext } from '../context.ts';
import { changeConsent, consentOf } from '../data/consents.ts';
import { findCustomer, updateCustomerDetails } from '../data/customers.ts';
import { deleteIdentifyTokensOf } from '../data/identify-tokens.ts';
import { countLiveSessions } from '../data/sessions.ts';
import { text } from '../language/text.ts';
import { mailCustomer } from '../mail/customer-mail.ts';
import { detailsChangedMail } from '../mail/templates/details-changed.ts';
import { marketingChoiceMail } from '../mail/templates/marketing-choice.ts';
import { signedOutEverywhereMail } from '../mail/templates/signed-out-everywhere.ts';
import { OK, ok } from '../reply.ts';
import { endSessions, requireCustomer } from './sessions.ts';
import { cleanAddress, cleanName } from './text-rules.ts';

type Profile = ReplyOf<'profile'>['datas'];

const profileOf = (ctx: SandboxContext, customerId: number): Profile => {
  const row = findCustomer(ctx.store, customerId);
  if (!row) throw new Error(`customer ${customerId} is missing`);
  const marketing = consentOf(ctx.store, customerId, 'marketing');
  return {
    email: row.email,
    customerTypeId: row.customer_type,
    firstname: row.firstname,
    lastname: row.lastname,
    companyName: row.company_name,
    phone: row.phone,
    fullAddress: row.full_address,
    marketing: marketing?.granted === true,
  };
};

/**
 * Tells the account of a change it made, by mail, within its share of notices of that kind
 * (`accountNotices`): the first few are sent, later ones only as its back-off allows, while the
 * changes themselves are all made. The first mail has told the owner already; fifty edits are
 * not fifty mails.
 */
const notify = (
  ctx: SandboxContext,
  customerId: number,
  kind: 'details' | 'marketing' | 'sign-out',
  write: Parameters<typeof mailCustomer>[2],
): void => {
  if (ctx.throttles.accountNotices.admits(`${kind}:${customerId}`)) mailCustomer(ctx, customerId, write);
};

/** customer/profile (an extension): the caller's own details and marketing choice. */
export const profile = (ctx: SandboxContext, body: RequestOf<'profile'>, call: Call): ReplyOf<'profile'> =>
  ok(call, OK, { datas: profileOf(ctx, requireCustomer(ctx, body.token)) });

/** customer/update-profile: name, phone and address under registration's rules; a mail says so (`notify`). */
export const updateProfile = (
  ctx: SandboxContext,
  body: RequestOf<'updateProfile'>,
  call: Call,
): ReplyOf<'updateProfile'> => {
  const customerId = requireCustomer(ctx, body.token);
  const fields = {
    firstname: cleanName('firstname', body.firstname),
    lastname: cleanName('lastname', body.lastname),
    fullAddress: cleanAddress('fullAddress', body.fullAddress),
  };
  updateCustomerDetails(ctx.store, customerId, {
    firstname: fields.firstname,
    lastname: fields.lastname,
    phone: body.phone,
    fullAddress: fields.fullAddress,
  });
  notify(ctx, customerId, 'details', detailsChangedMail);
  return ok(call, text('server.replies.accounts.detailsSaved'), { datas: profileOf(ctx, customerId) });
};

/**
 * customer/marketing-consent: the new choice replaces the one on record (as registration records
 * it) and is kept in the consents' history, so withdrawing is as easy, and as recorded, as giving.
 */
export const marketingConsent = (
  ctx: SandboxContext,
  body: RequestOf<'marketingConsent'>,
  call: Call,
): ReplyOf<'marketingConsent'> => {
  const customerId = requireCustomer(ctx, body.token);
  const { consent } = body;
  ctx.store.transaction(() => {
    changeConsent(ctx.store, customerId, {
      purpose: 'marketing',
      granted: consent.granted,
      version: consent.version,
      recordedAt: ctx.now(),
    });
  });
  notify(ctx, customerId, 'marketing', (reader) => marketingChoiceMail(reader, { granted: consent.granted }));
  return ok(call, text('server.replies.accounts.choiceRecorded'), {
    datas: profileOf(ctx, customerId),
  });
};

/** customer/logout-all: every session of the account ends, this one too, and every sign-in link. */
export const logoutAll = (
  ctx: SandboxContext,
  body: RequestOf<'logoutAll'>,
  call: Call,
): ReplyOf<'logoutAll'> => {
  const customerId = requireCustomer(ctx, body.token);
  const ended = countLiveSessions(ctx.store, customerId, ctx.now());
  ctx.store.transaction(() => {
    endSessions(ctx, customerId);
    deleteIdentifyTokensOf(ctx.store, customerId);
  });
  notify(ctx, customerId, 'sign-out', signedOutEverywhereMail);
  return ok(call, text('server.replies.accounts.signedOutEveryDevice'), { datas: { ended } });
};
