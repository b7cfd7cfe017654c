import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { SelfStorageError } from '@self-storage/core';
import {
  type CorporateForm,
  checkDocumentImage,
  corporateFormSchema,
  type DocumentImage,
  idCardSchema,
  legalNumberSchema,
  type PersonalForm,
  passportSchema,
  personalFormSchema,
  phoneSchema,
  type RegistrationInput,
  registerPasswordFormSchema,
  requiredTextSchema,
  validateOrThrow,
} from '@self-storage/core/forms';
import { z } from 'zod';
import { validator } from '../auth.ts';
import { type Context, orAsk } from '../context.ts';
import { unreadable } from '../errors.ts';

export const CUSTOMER_TYPES = ['personal-thai', 'personal-foreigner', 'corporate'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const registrationOptions = z.object({
  type: z.enum(CUSTOMER_TYPES).optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  address: z.string().optional(),
  phone: z.string().optional(),
  idCard: z.string().optional(),
  passport: z.string().optional(),
  companyName: z.string().optional(),
  legalNumber: z.string().optional(),
  document: z.string().optional(),
  password: z.string().optional(),
});
export type RegistrationOptions = z.output<typeof registrationOptions>;

/** The options each customer type needs, for naming what a non-interactive run left out. */
export const requiredFor = (options: RegistrationOptions): Record<string, unknown> => ({
  '--type': options.type,
  '--first-name': options.firstName,
  '--last-name': options.lastName,
  '--address': options.address,
  '--phone': options.phone,
  ...(options.type === 'personal-thai' ? { '--id-card': options.idCard } : {}),
  ...(options.type === 'personal-foreigner' ? { '--passport': options.passport } : {}),
  ...(options.type === 'corporate'
    ? { '--company-name': options.companyName, '--legal-number': options.legalNumber }
    : {}),
  '--document': options.document,
  '--password': options.password,
});

const askType = async (ctx: Context): Promise<CustomerType> => {
  const prompts = await ctx.prompts();
  const kind = await prompts.select({
    message: ctx.t('cli.prompts.customerType'),
    choices: [
      {
        name: ctx.t('register.customerType.normal'),
        value: 'personal',
        description: ctx.t('register.customerType.normalDescription'),
      },
      {
        name: ctx.t('register.customerType.corporate'),
        value: 'corporate',
        description: ctx.t('register.customerType.corporateDescription'),
      },
    ],
  });
  if (kind === 'corporate') return 'corporate';
  return prompts.select<CustomerType>({
    message: ctx.t('cli.prompts.personalType'),
    choices: [
      { name: ctx.t('register.personal.thai'), value: 'personal-thai' },
      { name: ctx.t('register.personal.foreigner'), value: 'personal-foreigner' },
    ],
  });
};

/** One text field: the option, or a prompt validated by the field's form rule. */
const field = (
  ctx: Context,
  value: string | undefined,
  message: string,
  schema: Parameters<typeof validator>[1],
) => orAsk(ctx, value, (prompts) => prompts.input({ message, validate: validator(ctx, schema) }));

const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/** Reads the file and checks it with core's upload rules (JPG or PNG, at most 2 MB). */
const readDocument = async (path: string): Promise<DocumentImage> => {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(path));
  } catch (cause) {
    throw unreadable('file_unreadable', path, cause);
  }
  const check = checkDocumentImage({ bytes, mime: MIME_BY_EXTENSION[extname(path).toLowerCase()] ?? '' });
  if (!check.ok) throw new SelfStorageError({ code: 'invalid_input', key: check.key, field: 'document' });
  return check.image;
};

/** A prompted password is typed twice; one given as an option is its own confirmation. */
const password = async (ctx: Context, given: string | undefined): Promise<string> => {
  if (given) return given;
  const prompts = await ctx.prompts();
  const first = await prompts.password({
    message: ctx.t('cli.prompts.password'),
    validate: validator(ctx, requiredTextSchema),
  });
  const again = await prompts.password({ message: ctx.t('cli.prompts.confirmPassword') });
  return validateOrThrow(registerPasswordFormSchema, { password: first, confirmPassword: again }).password;
};

/** Everything but the email, checked by core's form rules before anything is sent. */
export const collectRegistration = async (
  ctx: Context,
  options: RegistrationOptions,
  email: string,
): Promise<RegistrationInput> => {
  const { t } = ctx;
  const type = options.type ?? (await askType(ctx));
  const contact = {
    firstName: await field(ctx, options.firstName, t('cli.prompts.firstName'), requiredTextSchema),
    lastName: await field(ctx, options.lastName, t('cli.prompts.lastName'), requiredTextSchema),
    address: await field(ctx, options.address, t('cli.prompts.address'), requiredTextSchema),
    phone: await field(ctx, options.phone, t('cli.prompts.phone'), phoneSchema),
  };
  let form:
    | { customerType: 'personal'; form: PersonalForm }
    | { customerType: 'corporate'; form: CorporateForm };
  if (type === 'corporate') {
    const companyName = await field(
      ctx,
      options.companyName,
      t('cli.prompts.companyName'),
      requiredTextSchema,
    );
    const legalNumber = await field(
      ctx,
      options.legalNumber,
      t('cli.prompts.legalNumber'),
      legalNumberSchema,
    );
    form = {
      customerType: 'corporate',
      form: validateOrThrow(corporateFormSchema, { ...contact, companyName, legalNumber }),
    };
  } else if (type === 'personal-thai') {
    const idCard = await field(ctx, options.idCard, t('cli.prompts.idCard'), idCardSchema);
    form = {
      customerType: 'personal',
      form: validateOrThrow(personalFormSchema, { ...contact, personalType: 'thai', idCard }),
    };
  } else {
    const passport = await field(ctx, options.passport, t('cli.prompts.passport'), passportSchema);
    form = {
      customerType: 'personal',
      form: validateOrThrow(personalFormSchema, { ...contact, personalType: 'foreigner', passport }),
    };
  }
  const documentPath = await field(ctx, options.document, t('cli.prompts.documentPath'), requiredTextSchema);
  const attachment = await readDocument(documentPath.trim());
  return { ...form, email, password: await password(ctx, options.password), attachment };
};
