import { PHONE_MAX_DIGITS, type Profile } from '@self-storage/core';
import { digitsOnly, profileFormSchema, validate } from '@self-storage/core/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '#app/use-form.ts';
import { useUpdateProfile } from '#data/account.ts';
import { TextAreaField } from '#shell/text-area-field.tsx';
import { TextField } from '#shell/text-field.tsx';
import { useSubmit } from '#shell/use-submit.ts';
import { useFailure } from '#signed-in/use-failure.ts';

/** Name, phone and address under registration's rules; the email is shown, never edited. */
export const ProfileForm = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation();
  const send = useSubmit(useFailure());
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const form = useForm(
    {
      firstName: profile.firstname,
      lastName: profile.lastname,
      phone: profile.phone,
      address: profile.fullAddress,
    },
    (values) => validate(profileFormSchema, values),
    () => setSaved(false),
  );
  const save = form.handleSubmit(async (values) => {
    await send(
      () =>
        update.mutateAsync({
          firstname: values.firstName,
          lastname: values.lastName,
          phone: values.phone,
          fullAddress: values.address,
        }),
      () => setSaved(true),
    );
  });
  return (
    <form noValidate onSubmit={save} className="form">
      <dl className="account__fixed">
        <div>
          <dt>{t('accountPage.email')}</dt>
          <dd data-testid="account-email">{profile.email}</dd>
        </div>
        {profile.companyName ? (
          <div>
            <dt>{t('accountPage.companyName')}</dt>
            <dd>{profile.companyName}</dd>
          </div>
        ) : null}
      </dl>
      <p className="field__hint">{t('accountPage.emailNote')}</p>
      <div className="form__row">
        <TextField
          label={t('accountPage.firstName')}
          name="firstName"
          autoComplete="given-name"
          required
          value={form.values.firstName}
          onValue={(value) => form.set('firstName', value)}
          error={form.errors.firstName}
        />
        <TextField
          label={t('accountPage.lastName')}
          name="lastName"
          autoComplete="family-name"
          required
          value={form.values.lastName}
          onValue={(value) => form.set('lastName', value)}
          error={form.errors.lastName}
        />
      </div>
      <TextField
        label={t('accountPage.phone')}
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
      <TextAreaField
        label={t('accountPage.address')}
        name="address"
        autoComplete="street-address"
        required
        value={form.values.address}
        onValue={(value) => form.set('address', value)}
        error={form.errors.address}
      />
      <div className="form__actions">
        <button type="submit" className="button button--primary">
          {t('accountPage.save')}
        </button>
      </div>
      <p role="status" className="account__done">
        {saved ? t('accountPage.saved') : null}
      </p>
    </form>
  );
};
