/**
 * The screens a registration goes through, each numbered "step n of 6": the email, its code,
 * the customer type, the details, the document and the password.
 */
export const REGISTRATION_STEPS = 6;
