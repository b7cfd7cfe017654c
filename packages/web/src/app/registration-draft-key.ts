/** The sessionStorage key of the registration draft; main.tsx reads it without loading the store. */
export const REGISTRATION_DRAFT_KEY = 'register_draft';
