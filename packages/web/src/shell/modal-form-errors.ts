import type { ErrorKey } from '@self-storage/core';
import type { ValidationResult } from '@self-storage/core/forms';
import type { CatalogKey } from '@self-storage/locales';
import type { FormEvent } from 'react';
import { useErrorModal } from './error-modal-context.tsx';

/**
 * Form errors SPEC section 8 lists, shown in the modal as well as beside their field: "Select all
 * items", "Passwords do not match", "Upload an image first", "Choose a unit / a payment method
 * before continuing"; each with the modal's title that names what went wrong, in the texts of
 * the screens that show it.
 */
export const MODAL_FORM_ERRORS: ReadonlyMap<string, CatalogKey> = new Map<string, CatalogKey>([
  ['errors.emptyData', 'service.missingTitle'],
  ['errors.passwordNotSame', 'register.password.mismatchTitle'],
  ['changePassword.passwordMismatch', 'register.password.mismatchTitle'],
  ['errors.emptyFile', 'register.document.missingTitle'],
  ['errors.unitRequire', 'unit.missingTitle'],
  ['errors.paymentRequire', 'summary.methodMissingTitle'],
  // Beyond the spec: registration cannot go on without the privacy notice accepted.
  ['register.consent.privacyRequired', 'register.consent.requiredTitle'],
]);

/** The next step the modal adds where its message alone would only echo the title. */
const MODAL_FORM_NEXT: ReadonlyMap<string, CatalogKey> = new Map<string, CatalogKey>([
  ['errors.passwordNotSame', 'validation.passwordsMustMatch'],
  ['changePassword.passwordMismatch', 'validation.passwordsMustMatch'],
]);

/** The first of a form's errors that SPEC section 8 shows in the modal, if any. */
export const modalFormError = (errors: Partial<Record<string, ErrorKey>>): ErrorKey | undefined =>
  Object.values(errors).find((key) => key !== undefined && MODAL_FORM_ERRORS.has(key));

/**
 * Wraps a form's submit handler: when the values break a rule SPEC section 8 shows in the modal,
 * the modal opens too; the native dialog hands focus back to the first marked field on closing.
 */
export const useModalFormErrors = () => {
  const modal = useErrorModal();
  return <V>(
    values: V,
    check: (values: V) => ValidationResult<unknown>,
    submit: (event: FormEvent<HTMLFormElement>) => void,
  ) =>
    (event: FormEvent<HTMLFormElement>) => {
      submit(event);
      const checked = check(values);
      const key = checked.ok ? undefined : modalFormError(checked.errors);
      // After the submit has focused the first marked field: the dialog gives focus back to it.
      if (key)
        requestAnimationFrame(() =>
          modal.show(key, { title: MODAL_FORM_ERRORS.get(key), next: MODAL_FORM_NEXT.get(key) }),
        );
    };
};
