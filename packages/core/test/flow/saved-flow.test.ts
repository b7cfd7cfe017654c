import { describe, expect, it } from 'vitest';
import { createPersistedFlowStore, INITIAL_FLOW_STATE, parseSavedFlow } from '../../src/flow/index.ts';
import { STORAGE_KEYS } from '../../src/session/keys.ts';
import { MemoryStorage } from '../../src/session/storage.ts';
import { walkedStore } from './fixtures.ts';

/** A tab's storage holding `saved` as the booking flow. */
const tabWith = (saved: unknown): MemoryStorage =>
  new MemoryStorage({ [STORAGE_KEYS.bookingFlow]: JSON.stringify(saved) });

/** A flow up to the payment method with instalments chosen, as a tab saves it. */
const savedWithInstalments = () => {
  const store = walkedStore('method');
  store.dispatch({ type: 'instalmentsToggled', instalments: true });
  return store.getState();
};

describe('the booking flow a tab saved', () => {
  it('comes back whole in a new store, and each change is saved', () => {
    const state = savedWithInstalments();
    const storage = tabWith(state);
    const store = createPersistedFlowStore(storage);
    expect(store.getState()).toEqual(state);
    store.dispatch({ type: 'instalmentsToggled', instalments: false });
    expect(createPersistedFlowStore(storage).getState()).toEqual({ ...state, instalments: false });
  });

  it('keeps the instalment choice saved under its earlier name, installments', () => {
    const { instalments, ...rest } = savedWithInstalments();
    const restored = createPersistedFlowStore(tabWith({ ...rest, installments: instalments })).getState();
    expect(restored.instalments).toBe(true);
    expect(restored).toEqual({ ...rest, instalments: true });
    expect(restored).not.toHaveProperty('installments');
  });

  it('prefers the current name when both are saved', () => {
    const state = savedWithInstalments();
    expect(parseSavedFlow(JSON.stringify({ ...state, installments: false })).instalments).toBe(true);
  });

  it('starts afresh when the earlier name holds something other than a yes or no', () => {
    const { instalments: _, ...rest } = savedWithInstalments();
    expect(parseSavedFlow(JSON.stringify({ ...rest, installments: 'yes' }))).toEqual(INITIAL_FLOW_STATE);
  });

  it('starts afresh when nothing, or nothing readable, was saved', () => {
    for (const raw of [
      undefined,
      '',
      '{not json',
      'null',
      '[]',
      JSON.stringify({ startDate: '2026-02-30' }),
    ]) {
      expect(parseSavedFlow(raw), String(raw)).toBe(INITIAL_FLOW_STATE);
    }
  });

  it('drops keys it does not know', () => {
    expect(parseSavedFlow(JSON.stringify({ promoCode: 'NEW10', extra: 1 }))).toEqual({
      ...INITIAL_FLOW_STATE,
      promoCode: 'NEW10',
    });
  });
});
