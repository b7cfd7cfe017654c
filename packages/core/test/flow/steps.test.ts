import { describe, expect, it } from 'vitest';
import { SelfStorageError } from '../../src/errors.ts';
import {
  bookingDetailPath,
  canEnter,
  extendPath,
  FLOW_STEPS,
  flowRedirect,
  furthestStep,
  INITIAL_FLOW_STATE,
  missingChoice,
  moveOutPath,
  nextStep,
  OPEN_ROUTES,
  PUBLIC_ROUTES,
  paymentFailPath,
  paymentRoute,
  REGISTRATION_ROUTES,
  ROUTES,
  SIGNED_IN_ROUTES,
  savedStateRedirect,
  stepRoute,
} from '../../src/flow/index.ts';
import { calculation, walkedStore } from './fixtures.ts';

const thrown = (run: () => unknown): SelfStorageError => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SelfStorageError);
    return error as SelfStorageError;
  }
  throw new Error('expected a SelfStorageError');
};

describe('step guards', () => {
  it('enters each step only once the steps before it are done', () => {
    const enterable = (state = INITIAL_FLOW_STATE) => FLOW_STEPS.filter((step) => canEnter(step, state));
    expect(enterable()).toEqual(['service']);
    expect(enterable(walkedStore('service').getState())).toEqual(['service', 'unit']);
    expect(enterable(walkedStore('unit').getState())).toEqual(['service', 'unit', 'summary']);
    expect(enterable(walkedStore('method').getState())).toEqual(['service', 'unit', 'summary']);
    expect(enterable(walkedStore('booked').getState())).toEqual(FLOW_STEPS);
  });

  it('nextStep fails with the key of the missing choice', () => {
    const service = thrown(() => nextStep('service', INITIAL_FLOW_STATE));
    expect(service).toMatchObject({ code: 'invalid_input', key: 'errors.emptyData', field: 'branch' });
    expect(thrown(() => nextStep('unit', walkedStore('units').getState()))).toMatchObject({
      key: 'errors.unitRequire',
      field: 'unit',
    });
    expect(thrown(() => nextStep('summary', walkedStore('calculated').getState()))).toMatchObject({
      key: 'errors.paymentRequire',
      field: 'paymentMethod',
    });
    expect(nextStep('service', walkedStore('service').getState())).toBe('unit');
    expect(nextStep('unit', walkedStore('unit').getState())).toBe('summary');
    expect(nextStep('summary', walkedStore('method').getState())).toBe('payment');
  });

  it('names every missing select-service choice in order', () => {
    const store = walkedStore('service');
    const state = store.getState();
    expect(missingChoice('service', { ...state, startDate: undefined })?.field).toBe('startDate');
    expect(missingChoice('service', { ...state, size: undefined })).toEqual({
      key: 'errors.emptyData',
      field: 'size',
    });
  });

  it('requires a method the calculation offers', () => {
    const store = walkedStore('unit');
    store.dispatch({ type: 'calculated', calculation: calculation({ availableMethods: [{ id: 1 }] }) });
    store.dispatch({ type: 'paymentMethodChosen', paymentMethod: 4 });
    expect(missingChoice('summary', store.getState())?.key).toBe('errors.paymentRequire');
  });

  it('resumes at the furthest step and routes it', () => {
    expect(furthestStep(INITIAL_FLOW_STATE)).toBe('service');
    expect(furthestStep(walkedStore('units').getState())).toBe('unit');
    expect(stepRoute('summary', INITIAL_FLOW_STATE)).toBe(ROUTES.summary);
    expect(stepRoute('payment', walkedStore('method').getState())).toBe(ROUTES.paymentQrcode);
    expect(thrown(() => stepRoute('payment', walkedStore('calculated').getState())).key).toBe(
      'errors.paymentRequire',
    );
  });
});

describe('routes and redirects', () => {
  it('sends method 1 to the QR page, 4 to the kiosk page and 5 to the card page', () => {
    expect(paymentRoute(1)).toBe('/service/payment-qrcode');
    expect(paymentRoute(4)).toBe('/service/payment-kiosk');
    expect(paymentRoute(5)).toBe('/service/payment-credit');
  });

  it('lists every route of SPEC section 2, the booking history and the legal pages once', () => {
    const all = Object.values(ROUTES);
    expect(new Set(all).size).toBe(all.length);
    expect(PUBLIC_ROUTES).toHaveLength(17);
    expect(SIGNED_IN_ROUTES).toHaveLength(17);
    expect(OPEN_ROUTES).toEqual(['/terms-of-use', '/privacy-policy', '/cookie-policy', '/shared-pass']);
    expect([...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES, ...OPEN_ROUTES].sort()).toEqual([...all].sort());
    expect(SIGNED_IN_ROUTES.every((route) => route.startsWith('/service'))).toBe(true);
  });

  it('fills in the booking detail route and names the registration steps of each customer type', () => {
    expect(bookingDetailPath(42)).toBe('/service/history/42');
    expect(extendPath(42)).toBe('/service/history/42/extend');
    expect(moveOutPath(42)).toBe('/service/history/42/move-out');
    expect(paymentFailPath(7)).toBe('/service/payment-fail?ser=7');
    expect(paymentFailPath()).toBe('/service/payment-fail');
    expect(REGISTRATION_ROUTES.personal).toEqual({
      details: '/register-personal',
      document: '/register-personal-step2',
      password: '/register-personal-step3',
    });
    expect(Object.values(REGISTRATION_ROUTES.corporate).every((route) => PUBLIC_ROUTES.includes(route))).toBe(
      true,
    );
  });

  it('with the saved state checkout, sends the unit screen to / and the summary to re-payment', () => {
    expect(savedStateRedirect('/service/unit', 'checkout')).toBe('/');
    expect(savedStateRedirect('/service/unit-ex', 'checkout')).toBe('/');
    expect(savedStateRedirect('/service/summary', 'checkout')).toBe('/service-ex/summary');
    expect(savedStateRedirect('/service/payment-qrcode', 'checkout')).toBeUndefined();
    expect(savedStateRedirect('/service/summary', 'summary')).toBeUndefined();
    expect(savedStateRedirect('/service/unit', undefined)).toBeUndefined();
  });

  it('sends a screen opened too early back to the furthest step', () => {
    const complete = walkedStore('method').getState();
    expect(flowRedirect('/service/summary', complete, 'checkout')).toBe('/service-ex/summary');
    expect(flowRedirect('/service/summary', complete, 'summary')).toBeUndefined();
    expect(flowRedirect('/service/summary', walkedStore('units').getState(), undefined)).toBe(
      '/service/unit',
    );
    expect(flowRedirect('/service/unit', INITIAL_FLOW_STATE, undefined)).toBe('/service');
    expect(flowRedirect('/service', INITIAL_FLOW_STATE, undefined)).toBeUndefined();
  });
});
