import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/contract/endpoints.ts';
import { SelfStorageError } from '../../src/errors.ts';
import {
  buildBookingCalculateRequest,
  buildBookingStorageRequest,
  buildGetUnitRequest,
  buildInvoicePaymentRequest,
  INITIAL_FLOW_STATE,
  repaymentAmount,
  repaymentMethods,
  repaymentRoute,
  requireRepaymentAmount,
} from '../../src/flow/index.ts';
import { booking, walkedStore } from './fixtures.ts';

const failure = (run: () => unknown): SelfStorageError => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SelfStorageError);
    return error as SelfStorageError;
  }
  throw new Error('expected a SelfStorageError');
};

describe('request builders against the contract', () => {
  it('get-unit asks for the chosen project, open service, model and dates', () => {
    const request = buildGetUnitRequest(walkedStore('service').getState());
    expect(endpoints.getUnit.request.parse(request)).toEqual({
      start_date: '2026-03-02',
      end_date: '2026-05-31',
      project_id: 11,
      open_service_id: 21,
      open_service_model_id: 51,
    });
  });

  it('booking-calculate adds the unit, instalments, finality and promotion code', () => {
    const store = walkedStore('calculated');
    const preview = buildBookingCalculateRequest(store.getState(), { final: false });
    expect(endpoints.bookingCalculate.request.parse(preview)).toMatchObject({
      unit_id: 61,
      is_reccuring: 0,
      is_reccuringcheck: 0,
      is_paymentcheck: 0,
      promo_code: '',
    });
    store.dispatch({ type: 'instalmentsToggled', instalments: true });
    const final = buildBookingCalculateRequest(store.getState(), { final: true, promoCode: ' NEW10 ' });
    expect(endpoints.bookingCalculate.request.parse(final)).toMatchObject({
      is_reccuringcheck: 1,
      is_paymentcheck: 1,
      promo_code: 'NEW10',
    });
  });

  it('booking-storage carries the agreed calculation and its payable total', () => {
    const store = walkedStore('method');
    const state = store.getState();
    const request = buildBookingStorageRequest(state, 'tok-1');
    expect(endpoints.bookingStorage.request.parse(request)).toEqual({
      payment_method: 1,
      isInstallment: 1,
      start_date: '2026-03-02',
      end_date: '2026-05-31',
      unit_id: 61,
      token: 'tok-1',
      data: state.calculation,
      totalOrange: 4850.5,
    });
    store.dispatch({ type: 'instalmentsToggled', instalments: true });
    expect(buildBookingStorageRequest(store.getState(), 'tok-1').isInstallment).toBe(2);
  });

  it('qr and card checkout pay exactly the invoices the server says are due, whatever the device date', () => {
    const made = booking({
      invoices: [
        { id: 80, installment_no: 1, amount: 100, due_date: '2026-02-01', status: 'paid' },
        { id: 81, installment_no: 2, amount: 100, due_date: '2026-03-01', status: 'pending' },
        { id: 82, installment_no: 3, amount: 100, due_date: '2026-03-02', status: 'pending' },
        { id: 83, installment_no: 4, amount: 100, due_date: '2026-04-01', status: 'pending' },
      ],
      due_invoice_ids: [81, 82],
    });
    const request = buildInvoicePaymentRequest(made, 'tok-1');
    expect(endpoints.qrCheckout.request.parse(request)).toEqual({
      customerInvoiceIds: [81, 82],
      tokenu: 'tok-1',
    });
    expect(endpoints.cardCheckout.request.parse(request)).toEqual(request);
  });
});

describe('requests for a client holding a session', () => {
  it('leave the session field out when no token is given, for the client to fill', () => {
    const state = walkedStore('method').getState();
    const { token: _token, ...rest } = buildBookingStorageRequest(state, 'tok-1');
    expect(buildBookingStorageRequest(state)).toEqual(rest);
    expect(buildInvoicePaymentRequest(booking({ due_invoice_ids: [81] }))).toEqual({
      customerInvoiceIds: [81],
    });
  });

  it('fail with session_expired when the token given is empty', () => {
    expect(failure(() => buildInvoicePaymentRequest(booking({ due_invoice_ids: [81] }), ''))).toMatchObject({
      code: 'session_expired',
      key: 'errors.sessionExpired',
    });
  });
});

describe('missing selections', () => {
  it('fail with the key of what is missing, before anything is sent', () => {
    expect(failure(() => buildGetUnitRequest(INITIAL_FLOW_STATE))).toMatchObject({
      code: 'invalid_input',
      key: 'errors.emptyData',
    });
    expect(
      failure(() => buildBookingCalculateRequest(walkedStore('units').getState(), { final: false })),
    ).toMatchObject({
      code: 'invalid_input',
      key: 'errors.unitRequire',
    });
    expect(
      failure(() => buildBookingStorageRequest(walkedStore('calculated').getState(), 'tok-1')),
    ).toMatchObject({
      code: 'invalid_input',
      key: 'errors.paymentRequire',
    });
    expect(failure(() => buildBookingStorageRequest(walkedStore('unit').getState(), 'tok-1')).key).toBe(
      'errors.emptyData',
    );
  });

  it('fail without a session token', () => {
    expect(failure(() => buildBookingStorageRequest(walkedStore('method').getState(), ''))).toMatchObject({
      code: 'session_expired',
      key: 'errors.sessionExpired',
    });
  });

  it('checkout fails with payment.noAmount when no invoice is due', () => {
    const error = failure(() => buildInvoicePaymentRequest(booking({ due_invoice_ids: [] }), 'tok-1'));
    expect(error).toMatchObject({ code: 'no_amount', key: 'payment.noAmount' });
  });
});

describe('re-payment', () => {
  it('is the amount due, in satang', () => {
    expect(repaymentAmount(booking())).toBe(161_684);
    expect(requireRepaymentAmount(booking({ amount_due: 0.01 }))).toBe(1);
  });

  it('fails with errors.noAmount when nothing is due', () => {
    expect(failure(() => requireRepaymentAmount(booking({ amount_due: 0 })))).toMatchObject({
      code: 'no_amount',
      key: 'errors.noAmount',
    });
  });

  it('offers only QR and card, and has no kiosk page', () => {
    expect(repaymentMethods([{ id: 1 }, { id: 4 }, { id: 5 }])).toEqual([1, 5]);
    expect(repaymentRoute(5)).toBe('/service/payment-credit');
    expect(failure(() => repaymentRoute(4)).key).toBe('errors.paymentRequire');
  });
});
