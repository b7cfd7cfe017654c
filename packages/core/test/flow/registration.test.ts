import { describe, expect, it } from 'vitest';
import {
  INITIAL_REGISTRATION_STATE,
  type PersonalDraft,
  type RegistrationEvent,
  type RegistrationState,
  ROUTES,
  registrationRedirect,
  registrationReducer,
  registrationResumeRoute,
} from '../../src/flow/index.ts';

const consents = { marketing: false, givenAt: '2026-11-27T05:00:00.000Z' };
const personal: PersonalDraft = {
  ...INITIAL_REGISTRATION_STATE.personal,
  firstName: 'Somchai',
  lastName: 'Jaidee',
  address: '1 Sukhumvit Road, Bangkok',
  phone: '0812345678',
  idCard: '1101700230708',
};
const document = { dataUrl: 'data:image/png;base64,AAAA', name: 'id.png' };

const fold = (events: readonly RegistrationEvent[], from = INITIAL_REGISTRATION_STATE): RegistrationState =>
  events.reduce(registrationReducer, from);

/** A personal registration up to its password step. */
const upToPassword: RegistrationEvent[] = [
  { type: 'started', email: 'somchai@example.com', consents },
  { type: 'verified' },
  { type: 'typeChosen', customerType: 'personal' },
  { type: 'personalSaved', draft: personal },
  { type: 'documentSaved', document },
];

describe('registrationReducer', () => {
  it('starts a new draft for each email, forgetting an earlier one', () => {
    const earlier = fold(upToPassword);
    const state = registrationReducer(earlier, { type: 'started', email: 'other@example.com', consents });
    expect(state).toEqual({ ...INITIAL_REGISTRATION_STATE, email: 'other@example.com', consents });
  });

  it('counts the details as done only when saved, not while typed', () => {
    const typed = fold([...upToPassword.slice(0, 3), { type: 'personalEdited', draft: personal }]);
    expect(typed).toMatchObject({ personal, detailsDone: false });
    const saved = registrationReducer(typed, { type: 'personalSaved', draft: personal });
    expect(saved.detailsDone).toBe(true);
    const corporate = { ...INITIAL_REGISTRATION_STATE.corporate, companyName: 'Siam Storage Co.' };
    expect(registrationReducer(saved, { type: 'corporateEdited', draft: corporate })).toMatchObject({
      corporate,
      personal,
      detailsDone: false,
    });
  });

  it('keeps details and document when the same type is chosen again, drops them for the other', () => {
    const done = fold(upToPassword);
    expect(registrationReducer(done, { type: 'typeChosen', customerType: 'personal' })).toBe(done);
    const switched = registrationReducer(done, { type: 'typeChosen', customerType: 'corporate' });
    expect(switched).toMatchObject({ customerType: 'corporate', detailsDone: false, document: undefined });
    // What was typed for a personal account stays, for a customer who switches back.
    expect(switched.personal).toEqual(personal);
  });

  it('resets to the empty draft', () => {
    expect(registrationReducer(fold(upToPassword), { type: 'reset' })).toEqual(INITIAL_REGISTRATION_STATE);
  });
});

describe('registrationRedirect', () => {
  it('sends a visitor who skipped a step back to the first one not done', () => {
    expect(registrationRedirect(INITIAL_REGISTRATION_STATE, 'otp')).toBe(ROUTES.register);
    const started = fold(upToPassword.slice(0, 1));
    expect(registrationRedirect(started, 'otp')).toBeUndefined();
    expect(registrationRedirect(started, 'type')).toBe(ROUTES.registerOtp);
    const verified = fold(upToPassword.slice(0, 2));
    expect(registrationRedirect(verified, 'type')).toBeUndefined();
    expect(registrationRedirect(verified, 'details', 'personal')).toBe(ROUTES.registerStep1);
    const typed = fold(upToPassword.slice(0, 3));
    expect(registrationRedirect(typed, 'details', 'personal')).toBeUndefined();
    expect(registrationRedirect(typed, 'document', 'personal')).toBe(ROUTES.registerPersonal);
    const detailed = fold(upToPassword.slice(0, 4));
    expect(registrationRedirect(detailed, 'document', 'personal')).toBeUndefined();
    expect(registrationRedirect(detailed, 'password', 'personal')).toBe(ROUTES.registerPersonalStep2);
    expect(registrationRedirect(fold(upToPassword), 'password', 'personal')).toBeUndefined();
  });

  it("sends a visitor on the other type's screens back to the customer type", () => {
    expect(registrationRedirect(fold(upToPassword), 'details', 'corporate')).toBe(ROUTES.registerStep1);
  });

  it('starts over on a draft saved without the consents', () => {
    const old = { ...fold(upToPassword), consents: undefined };
    expect(registrationRedirect(old, 'password', 'personal')).toBe(ROUTES.register);
  });
});

describe('registrationResumeRoute', () => {
  it('is the furthest screen reached, step by step', () => {
    const routes = upToPassword.map((_, index) =>
      registrationResumeRoute(fold(upToPassword.slice(0, index + 1))),
    );
    expect(registrationResumeRoute(INITIAL_REGISTRATION_STATE)).toBe(ROUTES.register);
    expect(routes).toEqual([
      ROUTES.registerOtp,
      ROUTES.registerStep1,
      ROUTES.registerPersonal,
      ROUTES.registerPersonalStep2,
      ROUTES.registerPersonalStep3,
    ]);
  });

  it('is the document screen again for a draft whose image was not kept', () => {
    expect(registrationResumeRoute({ ...fold(upToPassword), document: undefined })).toBe(
      ROUTES.registerPersonalStep2,
    );
  });

  it('is the details screen of a draft typed but not yet saved', () => {
    const typing = fold([...upToPassword.slice(0, 3), { type: 'personalEdited', draft: personal }]);
    expect(registrationResumeRoute(typing)).toBe(ROUTES.registerPersonal);
  });
});
