import type { ErrorKey } from '@self-storage/core';

/**
 * Form errors SPEC section 8 lists, shown in the modal as well as beside their field: "Select all
 * items", "Passwords do not match", "Upload an image first", "Choose a unit / a payment method
 * before continuing".
 */
export const MODAL_FORM_ERRORS: ReadonlySet<string> = new Set([
  'errors.emptyData',
  'errors.passwordNotSame',
  'changePassword.passwordMismatch',
  'errors.emptyFile',
  'errors.unitRequire',
  'errors.paymentRequire',
]);

/** The first of a form's errors that SPEC section 8 shows in the modal, if any. */
export const modalFormError = (errors: Partial<Record<string, ErrorKey>>): ErrorKey | undefined =>
  Object.values(errors).find((key) => key !== undefined && MODAL_FORM_ERRORS.has(key));
