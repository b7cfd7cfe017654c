import { EventSignatureError, signEvent, verifyEvent } from '@self-storage/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/*
 * The signature the sandbox puts on each delivery, for any body, secret and time: checked by the
 * receiver's verifyEvent up to the signature (the bodies here are not events, so a genuine one
 * gets as far as `invalid_event`), and refused for any other body or secret.
 */
const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof EventSignatureError ? error.reason : 'thrown'),
  );

const AT = Date.parse('2026-03-01T03:00:00Z');

describe('delivery signatures', () => {
  it('hold for the body and secret signed, and for no other', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 200 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 299_000 }),
        async (body, secret, other, age) => {
          const header = await signEvent(body, secret, { at: AT });
          expect(await reasonOf(verifyEvent(body, header, secret, { now: AT + age }))).toBe('invalid_event');
          if (other !== secret) {
            expect(await reasonOf(verifyEvent(body, header, other, { now: AT }))).toBe('bad_signature');
          }
          expect(await reasonOf(verifyEvent(`${body} `, header, secret, { now: AT }))).toBe('bad_signature');
          expect(await reasonOf(verifyEvent(body, header, secret, { now: AT + 301_000 + age }))).toBe(
            'too_old',
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
