import type { ErrorKey } from '@self-storage/core';
import { REGISTRATION_ROUTES } from '@self-storage/core/flow';
import { checkDocumentImage } from '@self-storage/core/forms';
import type { CatalogKey } from '@self-storage/locales';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useErrorModal } from '#shell/error-modal-context.tsx';
import { Link } from '#shell/link.tsx';
import { Page } from '#shell/page.tsx';
import { useRegistrationGate } from './registration-gate.ts';
import { REGISTRATION_STEPS } from './registration-steps.ts';
import { type CustomerType, useRegistration } from './registration-store.ts';

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Step 2 of 3: the ID card or passport image, or the company certificate. */
const DocumentScreen = ({ type }: { type: CustomerType }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const modal = useErrorModal();
  const redirect = useRegistrationGate('document', type);
  const document = useRegistration((state) => state.document);
  const personalType = useRegistration((state) => state.personal.personalType);
  const saveDocument = useRegistration((state) => state.saveDocument);
  const [error, setError] = useState<ErrorKey | undefined>();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  if (redirect) return <Navigate to={redirect} replace />;

  const title: CatalogKey =
    type === 'corporate'
      ? 'register.document.corporateTitle'
      : personalType === 'thai'
        ? 'register.document.idCardTitle'
        : 'register.document.passportTitle';

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const check = checkDocumentImage(await readAsDataUrl(file));
    if (!check.ok) {
      setError(check.key);
      return;
    }
    setError(undefined);
    saveDocument({ dataUrl: `data:${check.image.mime};base64,${check.image.base64}`, name: file.name });
  };

  const next = () => {
    if (!document) {
      setError('errors.emptyFile');
      // SPEC section 8: the modal over the marked upload, which has focus again once it closes.
      window.document.getElementById(inputId)?.focus();
      modal.show('errors.emptyFile', { title: 'register.document.missingTitle' });
      return;
    }
    navigate(REGISTRATION_ROUTES[type].password);
  };

  return (
    <Page title={t(title)} eyebrow={t('common.stepOf', { current: 5, total: REGISTRATION_STEPS })}>
      <div className={`upload${error ? ' upload--invalid' : ''}`}>
        <div className="upload__preview">
          {document ? (
            <img src={document.dataUrl} alt={t('register.document.previewAlt')} />
          ) : (
            <span className="upload__placeholder" aria-hidden="true" />
          )}
        </div>
        <p className="upload__name">{document ? document.name : t('register.document.noFile')}</p>
        <p id={hintId} className="field__hint">
          {t('register.document.limits')}
        </p>
        <input
          id={inputId}
          className="upload__input"
          type="file"
          accept="image/*"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <label htmlFor={inputId} className="button button--secondary upload__button">
          {document ? t('register.document.change') : t('register.document.choose')}
        </label>
        {error ? (
          <p id={errorId} className="field__error">
            {t(error)}
          </p>
        ) : null}
      </div>
      <div className="form__actions">
        <Link to={REGISTRATION_ROUTES[type].details} className="button button--secondary">
          {t('common.back')}
        </Link>
        <button type="button" className="button button--primary" onClick={next}>
          {t('common.next')}
        </button>
      </div>
    </Page>
  );
};

export const PersonalDocumentScreen = () => <DocumentScreen type="personal" />;
export const CorporateDocumentScreen = () => <DocumentScreen type="corporate" />;
