import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The full-screen 'sending' cover of SPEC section 2, shown while a request runs. */
export const SendingOverlay = ({ visible }: { visible: boolean }) => {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <div className="sending" role="status" aria-live="assertive" data-testid="sending-overlay">
      <div className="sending__box">
        <span className="sending__spinner" aria-hidden="true" />
        <span>{t('common.sending')}</span>
      </div>
    </div>
  );
};

export interface SendingApi {
  /** True while at least one task passed to run() is pending. */
  sending: boolean;
  /** Runs the request with the overlay shown, and returns (or throws) what it does. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

const SendingContext = createContext<SendingApi | null>(null);

export const SendingProvider = ({ children }: { children: ReactNode }) => {
  // A count, not a flag, so overlapping requests keep the overlay until the last one ends.
  const [pending, setPending] = useState(0);
  const run = useCallback(async <T,>(task: () => Promise<T>): Promise<T> => {
    setPending((count) => count + 1);
    try {
      return await task();
    } finally {
      setPending((count) => count - 1);
    }
  }, []);
  const api = useMemo(() => ({ sending: pending > 0, run }), [pending, run]);
  return (
    <SendingContext value={api}>
      {children}
      <SendingOverlay visible={pending > 0} />
    </SendingContext>
  );
};

export const useSending = (): SendingApi => {
  const api = useContext(SendingContext);
  if (!api) throw new Error('useSending needs <SendingProvider> above it');
  return api;
};
