import { SESSION_LIFETIME_MS } from '../constants.ts';

/** What is persisted: the login token and the instant (ms since epoch) it stops being valid. */
export interface StoredSession {
  token: string;
  expiresAt: number;
}

/** Why there is no session; lets a screen say "your session has expired" only when it did. */
export type AnonymousReason = 'none' | 'signedOut' | 'expired';

export type SessionState =
  | { status: 'signedIn'; token: string; expiresAt: number }
  | { status: 'anonymous'; reason: AnonymousReason };

/** Things that happened to the session, in the past tense; the state is a fold over them. */
export type SessionEvent =
  /** Read back from storage (start-up, or another tab or process changed it). */
  | { type: 'restored'; session: StoredSession | undefined }
  | { type: 'signedIn'; token: string; at: number }
  | { type: 'signedOut' }
  | { type: 'expired' };

export const initialSessionState: SessionState = { status: 'anonymous', reason: 'none' };

/** A session is valid before `expiresAt` and gone from that instant on. */
export const isSessionExpired = (session: StoredSession, now: number): boolean => now >= session.expiresAt;

/**
 * Pure: returns the same object when nothing changes, so subscribers comparing snapshots by
 * reference (React's useSyncExternalStore) do not re-render for nothing.
 */
export const sessionReducer = (state: SessionState, event: SessionEvent): SessionState => {
  switch (event.type) {
    case 'signedIn':
      return { status: 'signedIn', token: event.token, expiresAt: event.at + SESSION_LIFETIME_MS };
    case 'signedOut':
      return state.status === 'anonymous' && state.reason === 'signedOut'
        ? state
        : { status: 'anonymous', reason: 'signedOut' };
    case 'expired':
      return state.status === 'signedIn' ? { status: 'anonymous', reason: 'expired' } : state;
    case 'restored': {
      const { session } = event;
      if (!session)
        return state.status === 'anonymous' ? state : { status: 'anonymous', reason: 'signedOut' };
      if (
        state.status === 'signedIn' &&
        state.token === session.token &&
        state.expiresAt === session.expiresAt
      ) {
        return state;
      }
      return { status: 'signedIn', token: session.token, expiresAt: session.expiresAt };
    }
  }
};
