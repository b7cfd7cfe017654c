import { CUSTOMER_TYPE, PERSON_TYPE, type ReplyOf, type RequestOf } from '@self-storage/core';
import { ROUTES } from '@self-storage/core/flow';
import { isValidThaiId } from '@self-storage/core/forms';
import type { Call, SandboxContext } from '../context.ts';
import { hashPassword } from '../crypto/passwords.ts';
import { listBranches } from '../data/catalogue.ts';
import { emailTaken, insertCustomer } from '../data/customers.ts';
import { deleteEmailVerification, verifiedUntil } from '../data/email-verifications.ts';
import { branchContact } from '../db/catalogue-data.ts';
import { Duplicate, type Store } from '../db/store.ts';
import { refuse } from '../errors.ts';
import { inBoth, text } from '../language/text.ts';
import { mailCustomer } from '../mail/customer-mail.ts';
import { type WelcomeBranch, welcomeMail } from '../mail/templates/welcome.ts';
import { normalizeEmail, ok } from '../reply.ts';
import { checkConsents, recordConsents } from './consents.ts';
import { decodeImage } from './image.ts';
import { checkPassword, cleanAddress, cleanName, cleanOptional } from './text-rules.ts';

/** The rules the schema cannot say: they depend on the customer and person type. */
const checkIdentity = (body: RequestOf<'register'>): void => {
  if (body.customerTypeId === CUSTOMER_TYPE.personal) {
    if (body.personTypeId === PERSON_TYPE.thai && !isValidThaiId(body.personId)) {
      throw refuse('invalid_request', text('server.replies.accounts.personIdInvalid'));
    }
    return;
  }
  if (!body.companyName.trim())
    throw refuse('invalid_request', text('server.replies.accounts.companyNameMissing'));
  if (!body.legalNumber) throw refuse('invalid_request', text('server.replies.accounts.legalNumberMissing'));
};

const ALREADY_REGISTERED = text('server.replies.accounts.alreadyRegistered');
const DOCUMENT_REGISTERED = text('server.replies.accounts.documentRegistered');

/** The refusal of a constraint the insert broke: one account per email, one per identity document. */
const conflictOf = (error: unknown) => {
  if (!(error instanceof Duplicate)) return undefined;
  if (error.is('customers', 'email')) return ALREADY_REGISTERED;
  if (error.is('customers', 'identity_key')) return DOCUMENT_REGISTERED;
  return undefined;
};

/** The branches as the welcome mail lists them, from the catalogue. */
const welcomeBranches = (store: Store): WelcomeBranch[] =>
  listBranches(store).map((branch) => {
    const contact = branchContact(branch.id);
    return {
      name: inBoth(branch.name_th, branch.name_en),
      address: inBoth(contact?.address_th ?? '', contact?.address_en ?? ''),
      phone: branch.phone,
    };
  });

export const register = async (
  ctx: SandboxContext,
  body: RequestOf<'register'>,
  call: Call,
): Promise<ReplyOf<'register'>> => {
  const email = normalizeEmail(body.email);
  const verified = verifiedUntil(ctx.store, email);
  if (verified === undefined || verified <= ctx.now()) {
    throw refuse('invalid_request', text('server.replies.accounts.emailNotVerified'));
  }
  if (emailTaken(ctx.store, email)) {
    throw refuse('conflict', ALREADY_REGISTERED);
  }
  checkIdentity(body);
  checkConsents(body.consents);
  const fields = {
    firstname: cleanName('firstname', body.firstname),
    lastname: cleanName('lastname', body.lastname),
    companyDirector: cleanOptional('companyDirector', body.companyDirector),
    companyName: cleanOptional('companyName', body.companyName),
    fullAddress: cleanAddress('fullAddress', body.fullAddress),
    personId: cleanOptional('personId', body.personId),
  };
  checkPassword('password', body.password);
  // Every attempt that gets this far is counted before its upload is decoded (the costly part),
  // so a refused upload cannot be repeated without end, nor accounts made without end.
  const { emailRegistrations, addressRegistrations } = ctx.throttles;
  emailRegistrations.check(email);
  addressRegistrations.check(call.address);
  emailRegistrations.record(email);
  addressRegistrations.record(call.address);
  const image = await decodeImage('attachFile', body.attachFile, { sandbox: ctx.store, customer: email });
  const passwordHash = await hashPassword(body.password, ctx.passwordCost);
  let customerId: number;
  try {
    customerId = ctx.store.transaction(() => {
      const id = insertCustomer(ctx.store, {
        email,
        passwordHash,
        customerType: body.customerTypeId,
        personType: body.personTypeId,
        firstname: fields.firstname,
        lastname: fields.lastname,
        companyDirector: fields.companyDirector,
        companyName: fields.companyName,
        fullAddress: fields.fullAddress,
        phone: body.phone,
        legalNumber: body.legalNumber,
        personId: fields.personId,
        attachMime: image.mime,
        attachFile: image.bytes,
        // Mails to the customer are written in the language they registered in.
        language: call.language,
        createdAt: ctx.now(),
      });
      recordConsents(ctx, id, body.consents);
      deleteEmailVerification(ctx.store, email);
      return id;
    });
  } catch (error) {
    // Two registrations of one email raced through the check above, or the document has an
    // account already (set by the database's trigger): the constraint decides.
    const conflict = conflictOf(error);
    if (conflict) throw refuse('conflict', conflict);
    throw error;
  }
  mailCustomer(ctx, customerId, (reader) =>
    welcomeMail(reader, {
      branches: welcomeBranches(ctx.store),
      serviceUrl: `${call.origins.web}${ROUTES.service}`,
      corporate: body.customerTypeId === CUSTOMER_TYPE.corporate,
    }),
  );
  return ok(call, text('server.replies.accounts.registered'), {});
};
