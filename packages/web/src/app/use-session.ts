import { initialSessionState, type SessionState, type SessionStore } from '@self-storage/core';
import { useSyncExternalStore } from 'react';
import { useSessionStore } from './services-context.tsx';

export interface SessionView {
  state: SessionState;
  signedIn: boolean;
  /** The valid token, or undefined when anonymous (an expired session reads as anonymous). */
  token: string | undefined;
  signIn(token: string): void;
  signOut(): void;
}

/**
 * What a prerendered page was drawn for: a public page for an anonymous visitor, whatever the
 * reason (hydration starts from that too); a signed-in page, never hydrated, for its session.
 */
const prerenderedSession = (store: SessionStore): SessionState => {
  const state = store.getSnapshot();
  return state.status === 'signedIn' ? state : initialSessionState;
};

/** The session of core's store (12 h lifetime), re-rendering when it changes. */
export const useSession = (): SessionView => {
  const store = useSessionStore();
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, () => prerenderedSession(store));
  return {
    state,
    signedIn: state.status === 'signedIn',
    token: state.status === 'signedIn' ? state.token : undefined,
    signIn: store.signIn,
    signOut: store.signOut,
  };
};
