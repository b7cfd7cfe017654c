import { corporateFormSchema, digitsOnly, PHONE_MAX_DIGITS, validate } from '@self-storage/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useForm } from '../../../app/use-form.ts';
import { Page } from '../../../shell/page.tsx';
import { TextField } from '../../../shell/text-field.tsx';
import { useRegistrationGate } from './registration-gate.ts';
import { type CorporateDraft, useRegistration } from './registration-store.ts';

/** `/register-corporation`: step 1 of 3, the contact person and the company. */
export const CorporateDetailsScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const redirect = useRegistrationGate('details', 'corporate');
  const saved = useRegistration((state) => state.corporate);
  const saveCorporate = useRegistration((state) => state.saveCorporate);
  const editCorporate = useRegistration((state) => state.editCorporate);
  const form = useForm<CorporateDraft, unknown>(
    saved,
    (values) => validate(corporateFormSchema, values),
    editCorporate,
  );
  const { values, errors } = form;

  if (redirect) return <Navigate to={redirect} replace />;

  const next = form.handleSubmit(() => {
    saveCorporate(values);
    navigate('/register-corporation-step2');
  });

  return (
    <Page title={t('register.corporate.title')} eyebrow={t('common.stepOf', { current: 1, total: 3 })}>
      <form noValidate onSubmit={next} className="form">
        <TextField
          label={t('register.corporate.companyName')}
          name="companyName"
          autoComplete="organization"
          placeholder={t('register.corporate.companyNamePlaceholder')}
          required
          value={values.companyName}
          onValue={(value) => form.set('companyName', value)}
          error={errors.companyName}
        />
        <TextField
          label={t('register.corporate.legalNumber')}
          name="legalNumber"
          inputMode="numeric"
          hint={t('validation.legalNumberHint')}
          required
          value={values.legalNumber}
          onValue={(value) => form.set('legalNumber', digitsOnly(value))}
          error={errors.legalNumber}
        />
        <TextField
          label={t('register.fields.address')}
          name="address"
          autoComplete="street-address"
          placeholder={t('register.fields.addressPlaceholder')}
          required
          value={values.address}
          onValue={(value) => form.set('address', value)}
          error={errors.address}
        />
        <fieldset className="fieldset form form__section">
          <legend className="fieldset__legend">{t('register.corporate.contactTitle')}</legend>
          <div className="form__row">
            <TextField
              label={t('register.fields.contactFirstName')}
              name="firstName"
              autoComplete="given-name"
              required
              value={values.firstName}
              onValue={(value) => form.set('firstName', value)}
              error={errors.firstName}
            />
            <TextField
              label={t('register.fields.contactLastName')}
              name="lastName"
              autoComplete="family-name"
              required
              value={values.lastName}
              onValue={(value) => form.set('lastName', value)}
              error={errors.lastName}
            />
          </div>
          <TextField
            label={t('register.fields.phone')}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_MAX_DIGITS}
            hint={t('validation.phoneHint')}
            required
            value={values.phone}
            onValue={(value) => form.set('phone', digitsOnly(value, PHONE_MAX_DIGITS))}
            error={errors.phone}
          />
        </fieldset>
        <div className="form__actions">
          <Link to="/register-step1" className="button button--secondary">
            {t('common.back')}
          </Link>
          <button type="submit" className="button button--primary">
            {t('common.next')}
          </button>
        </div>
      </form>
    </Page>
  );
};
