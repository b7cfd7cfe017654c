import type { FlowEvent, FlowState } from '@self-storage/core/flow';
import { useSyncExternalStore } from 'react';
import { useFlowStore } from '#app/booking-context.ts';

export interface FlowView {
  state: FlowState;
  dispatch(event: FlowEvent): void;
}

/** Core's booking flow store as React state; the reducer in core decides every transition. */
export const useFlow = (): FlowView => {
  const store = useFlowStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { state, dispatch: store.dispatch };
};
