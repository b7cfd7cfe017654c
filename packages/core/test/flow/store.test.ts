import { describe, expect, it, vi } from 'vitest';
import { createFlowStore, INITIAL_FLOW_STATE } from '../../src/flow/index.ts';
import { bangna, DATES } from './fixtures.ts';

describe('createFlowStore', () => {
  it('starts from the initial state or the one given', () => {
    expect(createFlowStore().getState()).toBe(INITIAL_FLOW_STATE);
    const resumed = { ...INITIAL_FLOW_STATE, branch: bangna };
    expect(createFlowStore(resumed).getState()).toBe(resumed);
  });

  it('keeps the same snapshot until an event changes something, and tells listeners then', () => {
    const store = createFlowStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: 'datesChosen', ...DATES });
    const snapshot = store.getState();
    expect(snapshot).toMatchObject(DATES);
    expect(listener).toHaveBeenCalledTimes(1);
    store.dispatch({ type: 'datesChosen', ...DATES });
    store.dispatch({ type: 'promoCleared' });
    expect(store.getState()).toBe(snapshot);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.dispatch({ type: 'reset' });
    expect(store.getState()).toBe(INITIAL_FLOW_STATE);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
