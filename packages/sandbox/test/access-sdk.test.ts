import { accessPayload, totp } from '@self-storage/core/access';
import { SandboxControls } from '@self-storage/core/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, control, day, newCustomer, startSandbox, type TestSandbox } from './helpers.ts';

let sb: TestSandbox;
let controls: SandboxControls;
beforeAll(async () => {
  sb = await startSandbox();
  controls = new SandboxControls({ baseUrl: sb.url });
});
afterAll(() => sb.close());

/** Chinatown: the branch of the 2 sqm rooms. */
const CHINATOWN = 1;

describe('the access pass through the SDK', () => {
  it('reads the pass, shares it, scans at the gate with the sandbox controls, revokes, and reads the log', async () => {
    const token = await newCustomer(sb, 'sdk.access@example.com');
    const { booking, customerServiceId: id } = await book(sb, token, 9, day(0), day(29));
    const qr = await sb.client.payment.qrCheckout({
      tokenu: token,
      customerInvoiceIds: [booking.invoices[0]?.id ?? 0],
    });
    await control(sb, `/sandbox/payments/${qr.uuid}/pay`);

    const { pass, shares } = await sb.client.rental.accessPass({ token, customer_service_id: id });
    expect(shares).toEqual([]);
    const code = await totp(Buffer.from(pass.secret, 'base64url'), Date.parse((await controls.clock()).now));
    expect(await controls.gate.scan({ branch: CHINATOWN, code: accessPayload(pass.id, code) })).toMatchObject(
      {
        granted: true,
        reason: null,
        pass: { kind: 'owner' },
      },
    );

    const { link, share } = await sb.client.rental.shareAccess({
      token,
      customer_service_id: id,
      name: 'Lek Mover',
      phone: '0830000000',
      start_date: day(0),
      end_date: day(1),
    });
    const shared = await sb.client.rental.sharedPass({ share_token: link.split('#')[1] ?? '' });
    expect(shared).toMatchObject({ id: share.id, holder_name: 'Lek Mover', state: 'active' });
    expect(await controls.gate.scan({ branch: CHINATOWN, code: shared.pin })).toMatchObject({
      granted: true,
    });
    expect(
      await sb.client.rental.revokeAccess({ token, customer_service_id: id, share_id: share.id }),
    ).toMatchObject({
      state: 'revoked',
    });
    expect(await controls.gate.scan({ branch: CHINATOWN, code: shared.pin })).toMatchObject({
      granted: false,
      reason: 'revoked',
    });

    const log = await sb.client.rental.access({ token, customer_service_id: id });
    expect(log.map((a) => [a.pass?.holder_name, a.granted, a.reason])).toEqual([
      ['Lek Mover', false, 'revoked'],
      ['Lek Mover', true, null],
      ['Malee Suksan', true, null],
    ]);
  });
});
