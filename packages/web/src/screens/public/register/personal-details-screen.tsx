import { THAI_ID_CARD_DIGITS } from '@self-storage/core';
import { ROUTES } from '@self-storage/core/flow';
import { digitsOnly, personalFormSchema, validate } from '@self-storage/core/forms';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useForm } from '#app/use-form.ts';
import { Page } from '#shell/page.tsx';
import { TextField } from '#shell/text-field.tsx';
import { AddressField, DetailsActions, NameFields, PhoneField } from './contact-fields.tsx';
import { useRegistrationGate } from './registration-gate.ts';
import { REGISTRATION_STEPS } from './registration-steps.ts';
import { type PersonalDraft, useRegistration } from './registration-store.ts';

const PERSONAL_TYPES = [
  { value: 'thai', label: 'register.personal.thai' },
  { value: 'foreigner', label: 'register.personal.foreigner' },
] as const;

/** `/register-personal`: step 1 of 3; Thai or foreigner switches the ID card and passport fields. */
export const PersonalDetailsScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const redirect = useRegistrationGate('details', 'personal');
  const saved = useRegistration((state) => state.personal);
  const savePersonal = useRegistration((state) => state.savePersonal);
  const editPersonal = useRegistration((state) => state.editPersonal);
  const form = useForm<PersonalDraft, unknown>(
    saved,
    (values) => validate(personalFormSchema, values),
    editPersonal,
  );
  const { values, errors } = form;

  if (redirect) return <Navigate to={redirect} replace />;

  const next = form.handleSubmit(() => {
    savePersonal(values);
    navigate(ROUTES.registerPersonalStep2);
  });

  return (
    <Page
      title={t('register.personal.title')}
      eyebrow={t('common.stepOf', { current: 4, total: REGISTRATION_STEPS })}
    >
      <form noValidate onSubmit={next} className="form">
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{t('register.personal.personalType')}</legend>
          <div className="segmented">
            {PERSONAL_TYPES.map((type) => (
              <label key={type.value} className="segmented__option">
                <input
                  type="radio"
                  name="personalType"
                  value={type.value}
                  checked={values.personalType === type.value}
                  onChange={() => form.set('personalType', type.value)}
                />
                <span>{t(type.label)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <NameFields form={form} />
        {values.personalType === 'thai' ? (
          <TextField
            key="idCard"
            label={t('register.personal.idCard')}
            name="idCard"
            inputMode="numeric"
            maxLength={THAI_ID_CARD_DIGITS}
            hint={t('validation.idCardHint')}
            placeholder={t('register.personal.idCardPlaceholder')}
            required
            value={values.idCard}
            onValue={(value) => form.set('idCard', digitsOnly(value, THAI_ID_CARD_DIGITS))}
            error={errors.idCard}
          />
        ) : (
          <TextField
            key="passport"
            label={t('register.personal.passport')}
            name="passport"
            placeholder={t('register.personal.passportPlaceholder')}
            required
            value={values.passport}
            onValue={(value) => form.set('passport', value)}
            error={errors.passport}
          />
        )}
        <AddressField form={form} />
        <PhoneField form={form} />
        <DetailsActions />
      </form>
    </Page>
  );
};
