import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { type EndpointName, endpoints } from '../../src/contract/endpoints.ts';

/** Whether a reply schema names a `success` field anywhere at its top (an object or each branch of a union). */
const repliesWithSuccess = (name: EndpointName): boolean =>
  JSON.stringify(z.toJSONSchema(endpoints[name].reply, { unrepresentable: 'any', io: 'output' })).includes(
    '"success":',
  );

describe('the success flag, a fact of each endpoint', () => {
  it('is set exactly on the calls whose reply schema carries `success`', () => {
    const names = Object.keys(endpoints) as EndpointName[];
    expect(names.filter((name) => endpoints[name].successFlag)).toEqual(names.filter(repliesWithSuccess));
  });

  it('names the four calls of SPEC section 7 that answer with it', () => {
    const names = Object.keys(endpoints) as EndpointName[];
    expect(names.filter((name) => endpoints[name].successFlag)).toEqual([
      'bookingStorage',
      'currentService',
      'qrInquire',
      'cardCheckout',
    ]);
  });
});
