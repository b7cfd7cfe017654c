import { PHONE_MAX_DIGITS } from '@self-storage/core';
import { ROUTES } from '@self-storage/core/flow';
import { digitsOnly } from '@self-storage/core/forms';
import { useTranslation } from 'react-i18next';
import type { FormView } from '#app/use-form.ts';
import { Link } from '#shell/link.tsx';
import { TextAreaField } from '#shell/text-area-field.tsx';
import { TextField } from '#shell/text-field.tsx';

interface Contact {
  firstName: string;
  lastName: string;
  address: string;
  phone: string;
}

/** The part of a details form the shared fields read and write. */
type ContactForm = Pick<FormView<Contact, unknown>, 'values' | 'errors' | 'set'>;

/** First and last name side by side; the corporate form labels them as the contact person's. */
export const NameFields = ({ form, contact = false }: { form: ContactForm; contact?: boolean }) => {
  const { t } = useTranslation();
  return (
    <div className="form__row">
      <TextField
        label={t(contact ? 'register.fields.contactFirstName' : 'register.fields.firstName')}
        name="firstName"
        autoComplete="given-name"
        required
        value={form.values.firstName}
        onValue={(value) => form.set('firstName', value)}
        error={form.errors.firstName}
      />
      <TextField
        label={t(contact ? 'register.fields.contactLastName' : 'register.fields.lastName')}
        name="lastName"
        autoComplete="family-name"
        required
        value={form.values.lastName}
        onValue={(value) => form.set('lastName', value)}
        error={form.errors.lastName}
      />
    </div>
  );
};

/** An address runs to several lines; the field shows them, and its whole placeholder. */
export const AddressField = ({ form }: { form: ContactForm }) => {
  const { t } = useTranslation();
  return (
    <TextAreaField
      label={t('register.fields.address')}
      name="address"
      autoComplete="street-address"
      placeholder={t('register.fields.addressPlaceholder')}
      required
      value={form.values.address}
      onValue={(value) => form.set('address', value)}
      error={form.errors.address}
    />
  );
};

/** Digits only, at most 15 (SPEC section 5), filtered as they are typed. */
export const PhoneField = ({ form }: { form: ContactForm }) => {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('register.fields.phone')}
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={PHONE_MAX_DIGITS}
      hint={t('validation.phoneHint')}
      required
      value={form.values.phone}
      onValue={(value) => form.set('phone', digitsOnly(value, PHONE_MAX_DIGITS))}
      error={form.errors.phone}
    />
  );
};

/** Back to the customer type, or on to the document. */
export const DetailsActions = () => {
  const { t } = useTranslation();
  return (
    <div className="form__actions">
      <Link to={ROUTES.registerStep1} className="button button--secondary">
        {t('common.back')}
      </Link>
      <button type="submit" className="button button--primary">
        {t('common.next')}
      </button>
    </div>
  );
};
