import { REGISTRATION_ROUTES } from '@self-storage/core/flow';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useForm } from '#app/use-form.ts';
import { Page } from '#shell/page.tsx';
import { useRegistrationGate } from './registration-gate.ts';
import { REGISTRATION_STEPS } from './registration-steps.ts';
import { type CustomerType, useRegistration } from './registration-store.ts';

const CHOICES = [
  {
    type: 'personal',
    label: 'register.customerType.normal',
    hint: 'register.customerType.normalDescription',
  },
  {
    type: 'corporate',
    label: 'register.customerType.corporate',
    hint: 'register.customerType.corporateDescription',
  },
] as const;

/** Either choice is valid; the form holds which one is marked. */
const anyType = (values: { type: CustomerType }) => ({ ok: true as const, value: values });

/** `/register-step1`: personal (normal) or corporate customer. */
export const CustomerTypeScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const redirect = useRegistrationGate('type');
  const saved = useRegistration((state) => state.customerType);
  const chooseType = useRegistration((state) => state.chooseType);
  const form = useForm({ type: saved ?? 'personal' }, anyType);

  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <Page
      title={t('register.customerType.title')}
      eyebrow={t('common.stepOf', { current: 3, total: REGISTRATION_STEPS })}
    >
      <form
        className="form"
        onSubmit={form.handleSubmit(({ type }) => {
          chooseType(type);
          navigate(REGISTRATION_ROUTES[type].details);
        })}
      >
        <fieldset className="fieldset">
          <legend className="visually-hidden">{t('register.customerType.title')}</legend>
          <div className="choice-cards">
            {CHOICES.map((choice) => (
              <label key={choice.type} className="choice-card">
                <input
                  type="radio"
                  name="customerType"
                  value={choice.type}
                  checked={form.values.type === choice.type}
                  onChange={() => form.set('type', choice.type)}
                />
                <span className={`choice-card__icon choice-card__icon--${choice.type}`} aria-hidden="true" />
                <span className="choice-card__text">
                  <span className="choice-card__label">{t(choice.label)}</span>
                  <span className="choice-card__hint">{t(choice.hint)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="button button--primary button--block">
          {t('common.next')}
        </button>
      </form>
    </Page>
  );
};
