/**
 * The booking flow of a UI: its state and reducer, its persistence, step guards, the saved-state
 * redirects, routes and the builders of its requests; and the registration flow's state, reducer
 * and step guard.
 *
 * @module @self-storage/core/flow
 */
export { flowRedirect, savedStateRedirect } from './redirects.ts';
export { type FlowEvent, flowReducer } from './reducer.ts';
export {
  type CorporateDraft,
  type CustomerType,
  type DocumentDraft,
  INITIAL_REGISTRATION_STATE,
  type PersonalDraft,
  type RegistrationEvent,
  type RegistrationState,
  type RegistrationStep,
  registrationRedirect,
  registrationReducer,
  registrationResumeRoute,
} from './registration.ts';
export { repaymentAmount, repaymentMethods, repaymentRoute, requireRepaymentAmount } from './repayment.ts';
export {
  buildBookingCalculateRequest,
  buildBookingStorageRequest,
  buildGetUnitRequest,
  buildInvoicePaymentRequest,
  type CalculateOptions,
} from './requests.ts';
export {
  type AppRoute,
  bookingDetailId,
  bookingDetailPath,
  extendPath,
  moveOutPath,
  OPEN_ROUTES,
  PUBLIC_ROUTES,
  parseCustomerServiceId,
  paymentFailPath,
  paymentRoute,
  REGISTRATION_ROUTES,
  ROUTES,
  SIGNED_IN_ROUTES,
} from './routes.ts';
export { createPersistedFlowStore, parseSavedFlow } from './saved-flow.ts';
export { type FlowBooking, type FlowPrefill, type FlowState, INITIAL_FLOW_STATE } from './state.ts';
export {
  canEnter,
  FLOW_STEPS,
  type FlowStep,
  furthestStep,
  type MissingChoice,
  missingChoice,
  nextStep,
  REPAYMENT_STEPS,
  requireChoices,
  stepRoute,
} from './steps.ts';
export { createFlowStore, type FlowStore } from './store.ts';
