import { create } from 'zustand';

interface NewAccount {
  /** The session of the account just registered, until the success page's button uses it. */
  token: string | undefined;
  registered(token: string): void;
  taken(): void;
}

/**
 * In memory only, never stored: a reload of the success page offers the login instead. The
 * session starts when the customer presses on, since a signed-in visitor leaves public pages.
 */
export const useNewAccount = create<NewAccount>((set) => ({
  token: undefined,
  registered: (token) => set({ token }),
  taken: () => set({ token: undefined }),
}));
