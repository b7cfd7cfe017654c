import { initialSessionState, type SessionState } from '@self-storage/core';
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

/** The prerendered pages are drawn for an anonymous visitor; hydration starts from that too. */
const prerenderedSession = (): SessionState => initialSessionState;

/** The session of core's store (12 h lifetime), re-rendering when it changes. */
export const useSession = (): SessionView => {
  const store = useSessionStore();
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, prerenderedSession);
  return {
    state,
    signedIn: state.status === 'signedIn',
    token: state.status === 'signedIn' ? state.token : undefined,
    signIn: store.signIn,
    signOut: store.signOut,
  };
};
