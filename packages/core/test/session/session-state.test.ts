import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '../../src/constants.ts';
import type { SessionState } from '../../src/session/session-state.ts';
import { initialSessionState, isSessionExpired, sessionReducer } from '../../src/session/session-state.ts';

const signedIn: SessionState = { status: 'signedIn', token: 't', expiresAt: 1000 + SESSION_LIFETIME_MS };

describe('sessionReducer', () => {
  it('starts anonymous', () => {
    expect(initialSessionState).toEqual({ status: 'anonymous', reason: 'none' });
  });

  it('signedIn sets an expiry 12 hours after the sign-in', () => {
    expect(sessionReducer(initialSessionState, { type: 'signedIn', token: 't', at: 1000 })).toEqual(signedIn);
  });

  it('signedOut and expired leave an anonymous state saying why', () => {
    expect(sessionReducer(signedIn, { type: 'signedOut' })).toEqual({
      status: 'anonymous',
      reason: 'signedOut',
    });
    expect(sessionReducer(signedIn, { type: 'expired' })).toEqual({ status: 'anonymous', reason: 'expired' });
  });

  it('returns the same object when nothing changes', () => {
    const signedOut = sessionReducer(signedIn, { type: 'signedOut' });
    expect(sessionReducer(signedOut, { type: 'signedOut' })).toBe(signedOut);
    expect(sessionReducer(initialSessionState, { type: 'expired' })).toBe(initialSessionState);
    expect(sessionReducer(initialSessionState, { type: 'restored', session: undefined })).toBe(
      initialSessionState,
    );
    expect(
      sessionReducer(signedIn, { type: 'restored', session: { token: 't', expiresAt: signedIn.expiresAt } }),
    ).toBe(signedIn);
  });

  it('restored adopts what storage holds, or signs out when it holds nothing', () => {
    expect(
      sessionReducer(initialSessionState, { type: 'restored', session: { token: 'x', expiresAt: 5 } }),
    ).toEqual({
      status: 'signedIn',
      token: 'x',
      expiresAt: 5,
    });
    expect(sessionReducer(signedIn, { type: 'restored', session: undefined })).toEqual({
      status: 'anonymous',
      reason: 'signedOut',
    });
  });

  it('counts a session as expired from its expiry instant on', () => {
    const session = { token: 't', expiresAt: 100 };
    expect(isSessionExpired(session, 99)).toBe(false);
    expect(isSessionExpired(session, 100)).toBe(true);
  });
});
