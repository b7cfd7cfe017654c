import { ROUTES } from '@self-storage/core/flow';
import { corporateFormSchema, digitsOnly, validate } from '@self-storage/core/forms';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useForm } from '#app/use-form.ts';
import { Page } from '#shell/page.tsx';
import { TextField } from '#shell/text-field.tsx';
import { AddressField, DetailsActions, NameFields, PhoneField } from './contact-fields.tsx';
import { useRegistrationGate } from './registration-gate.ts';
import { REGISTRATION_STEPS } from './registration-steps.ts';
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
    navigate(ROUTES.registerCorporationStep2);
  });

  return (
    <Page
      title={t('register.corporate.title')}
      eyebrow={t('common.stepOf', { current: 4, total: REGISTRATION_STEPS })}
    >
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
        <AddressField form={form} />
        <fieldset className="fieldset form form__section">
          <legend className="fieldset__legend">{t('register.corporate.contactTitle')}</legend>
          <NameFields form={form} contact />
          <PhoneField form={form} />
        </fieldset>
        <DetailsActions />
      </form>
    </Page>
  );
};
