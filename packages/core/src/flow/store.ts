import { type FlowEvent, flowReducer } from './reducer.ts';
import { type FlowState, INITIAL_FLOW_STATE } from './state.ts';

/** The booking flow's state for the web app and the CLI alike; fits `useSyncExternalStore`. */
export interface FlowStore {
  /** The same object until an event changes something. */
  getState(): FlowState;
  dispatch(event: FlowEvent): void;
  /** Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export const createFlowStore = (initial: FlowState = INITIAL_FLOW_STATE): FlowStore => {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch: (event) => {
      const next = flowReducer(state, event);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};
