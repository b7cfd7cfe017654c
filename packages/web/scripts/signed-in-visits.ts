/**
 * The signed-in screens as a customer opens them by their address, each with what the tab holds
 * for it (the session, the booking flow, the booking being paid) and what shows it drawn with its
 * real content: the visits the first-load budget (test/budget) and the bench (tools/bench/web.ts)
 * measure. The customer's booking is made over the SDK, as another device would make it.
 */
import {
  createSessionStore,
  MemoryStorage,
  PAYMENT_METHOD,
  type SelfStorageClient,
  STORAGE_KEYS,
  saveCurrentService,
} from '@self-storage/core';
import { addDays, today } from '@self-storage/core/dates';
import {
  bookingDetailPath,
  buildBookingCalculateRequest,
  buildBookingStorageRequest,
  type FlowEvent,
  type FlowState,
  flowReducer,
  INITIAL_FLOW_STATE,
  ROUTES,
} from '@self-storage/core/flow';

export type SignedInScreen = 'service' | 'unit' | 'summary' | 'qr' | 'bookingDetail' | 'history';

export interface SignedInVisit {
  screen: SignedInScreen;
  path: string;
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
  /** A selector that matches once the app has drawn the screen's real content, live. */
  drawn: string;
}

/** Rental days of the booking made: two bills, as the summary's plan shows them. */
const RENTAL_DAYS = 70;

/** The choices of the catalogue's first branch, group and size from tomorrow, and a free unit. */
const chosenUnit = async (client: SelfStorageClient): Promise<FlowState> => {
  const startDate = addDays(today(client.clock.now()), 1);
  const endDate = addDays(startDate, RENTAL_DAYS - 1);
  const [branch] = await client.catalogue.branches({ currentLanguage: 'th' });
  const [group] = await client.catalogue.groups({ project_id: branch?.id ?? 1 });
  const [size] = await client.catalogue.sizes({ open_service_id: group?.id ?? 1 });
  if (!branch || !group || !size) throw new Error('The sandbox catalogue is empty');
  const events: FlowEvent[] = [
    { type: 'branchChosen', branch },
    { type: 'datesChosen', startDate, endDate },
    { type: 'groupChosen', group },
    { type: 'sizeChosen', size },
  ];
  const chosen = events.reduce(flowReducer, INITIAL_FLOW_STATE);
  const availability = await client.catalogue.units({
    start_date: startDate,
    end_date: endDate,
    project_id: branch.id,
    open_service_id: group.id,
    open_service_model_id: size.open_service_model_id,
  });
  const [unit] = availability.units;
  if (!unit) throw new Error('No free unit to book');
  return flowReducer(flowReducer(chosen, { type: 'unitsLoaded', availability }), {
    type: 'unitChosen',
    unit,
  });
};

/** Books `state`'s unit for QR payment, unpaid: the booking the QR page and the detail show. */
const book = async (client: SelfStorageClient, state: FlowState, token: string): Promise<number> => {
  const calculation = await client.booking.calculate(buildBookingCalculateRequest(state, { final: true }));
  const priced = [
    { type: 'calculated', calculation },
    { type: 'paymentMethodChosen', paymentMethod: PAYMENT_METHOD.qr },
  ].reduce<FlowState>((s, event) => flowReducer(s, event as FlowEvent), state);
  const { customerServiceId } = await client.booking.store(buildBookingStorageRequest(priced, token));
  return customerServiceId;
};

/**
 * Each signed-in screen's visit for the customer `token` signs in: select service with nothing
 * chosen; the unit list and the summary with a unit chosen; the QR page paying a booking made now;
 * that booking's detail; the history that lists it.
 */
export const signedInVisits = async (client: SelfStorageClient, token: string): Promise<SignedInVisit[]> => {
  const signedIn = new MemoryStorage();
  createSessionStore({ storage: signedIn }).signIn(token);
  const session = signedIn.entries();
  const state = await chosenUnit(client);
  const flow = { [STORAGE_KEYS.bookingFlow]: JSON.stringify(state) };
  const booked = await book(client, state, token);
  const paying = new MemoryStorage();
  for (const [key, value] of Object.entries(session)) paying.setItem(key, value);
  saveCurrentService(paying, { serviceState: 'checkout', serviceId: booked });
  const live = '#root:not([inert]) ';
  return [
    {
      screen: 'service',
      path: ROUTES.service,
      localStorage: session,
      sessionStorage: {},
      drawn: `${live}select[name="branch"] option[value]:not([value=""])`,
    },
    {
      screen: 'unit',
      path: ROUTES.unit,
      localStorage: session,
      sessionStorage: flow,
      drawn: `${live}input[name="unit"]`,
    },
    {
      screen: 'summary',
      path: ROUTES.summary,
      localStorage: session,
      sessionStorage: flow,
      drawn: `${live}.fees`,
    },
    {
      screen: 'qr',
      path: ROUTES.paymentQrcode,
      localStorage: paying.entries(),
      sessionStorage: {},
      drawn: `${live}.qr__image`,
    },
    {
      screen: 'bookingDetail',
      path: bookingDetailPath(booked),
      localStorage: session,
      sessionStorage: {},
      drawn: `${live}[data-testid="bill"]`,
    },
    {
      screen: 'history',
      path: ROUTES.history,
      localStorage: session,
      sessionStorage: {},
      drawn: `${live}[data-testid="history-item"]`,
    },
  ];
};
