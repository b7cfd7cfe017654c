import {
  isSelfStorageError,
  type SelfStorageClient,
  SelfStorageError,
  type SessionStore,
} from '@self-storage/core';
import { paymentFailPath, ROUTES } from '@self-storage/core/flow';
import { decryptIdentifyToken } from '@self-storage/core/identify';
import { type DeepLink, parseDeepLink } from '@self-storage/core/links';
import type { NavigateFunction } from 'react-router-dom';
import type { BookingServices } from '#app/booking-services.ts';
import { identifyServiceLink, serviceOfPaymentPin } from '#data/auth.ts';
import type { ShowErrorOptions } from '#shell/error-modal-context.tsx';
import { CARD_DECLINED } from './card-declined.ts';
import { loadIdentifyKey } from './identify-key.ts';

export interface LinkContext {
  client: SelfStorageClient;
  session: SessionStore;
  booking: BookingServices;
  navigate: NavigateFunction;
  showError(error: unknown, options?: ShowErrorOptions): void;
  /** Set when the home page has moved on; a late result must not navigate any more. */
  run: { cancelled: boolean };
}

const invalidLink = (message: string): SelfStorageError =>
  new SelfStorageError({ code: 'invalid_link', key: 'errors.invalidLink', message });

/**
 * A payment link's pin must belong to its service id; a mismatch means the link was altered.
 * Links carrying `pns` instead have nothing to check here; the booking lookup guards them.
 */
const checkPin = async (client: SelfStorageClient, ser: number, pin: string | undefined): Promise<void> => {
  if (pin === undefined) return;
  let serviceId: number;
  try {
    serviceId = await serviceOfPaymentPin(client, pin);
  } catch (error) {
    if (isSelfStorageError(error) && error.code === 'rejected') throw invalidLink('Unknown payment pin');
    throw error;
  }
  if (serviceId !== ser) throw invalidLink(`The pin belongs to service ${serviceId}, not ${ser}`);
};

/** Signs in with the link's encrypted identify token and pre-fills the selections. */
const openServiceLink = async (link: Extract<DeepLink, { action: 'service' }>, context: LinkContext) => {
  const identifyToken = await decryptIdentifyToken(link.p, () => loadIdentifyKey());
  const token = await identifyServiceLink(context.client, identifyToken);
  if (context.run.cancelled) return;
  context.session.signIn(token);
  context.booking.currentService.clear();
  context.booking.flow.dispatch({
    type: 'prefilled',
    projectId: link.pid,
    openServiceId: link.ops,
    openServiceModelId: link.osm,
  });
  context.navigate(ROUTES.service, { replace: true });
};

/** Acts on the home page's link in `search`; any failure is shown and the link is dropped from the address. */
export const handleLink = async (search: string, context: LinkContext): Promise<void> => {
  const { navigate } = context;
  const link = parseDeepLink(search);
  try {
    switch (link.action) {
      case 'none':
        return;
      case 'invalid':
        throw invalidLink(`Unreadable link (${link.reason}${link.param ? `: ${link.param}` : ''})`);
      case 'payment-success':
        navigate(ROUTES.paymentSuccess, { replace: true });
        return;
      case 'payment-fail':
        navigate(paymentFailPath(link.ser), { replace: true, state: CARD_DECLINED });
        return;
      case 'payment':
        await checkPin(context.client, link.ser, link.p);
        if (context.run.cancelled) return;
        context.booking.currentService.clear();
        context.booking.currentService.save({
          serviceState: 'checkout',
          serviceId: link.ser,
          servicePin: link.p ?? link.pns,
        });
        navigate(ROUTES.repaymentSummary, { replace: true });
        return;
      case 'service':
        await openServiceLink(link, context);
        return;
    }
  } catch (error) {
    if (context.run.cancelled) return;
    context.showError(error);
    navigate(ROUTES.login, { replace: true });
  }
};
