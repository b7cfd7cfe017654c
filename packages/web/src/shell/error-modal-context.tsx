import { type ErrorKey, isSelfStorageError } from '@self-storage/core';
import type { CatalogKey } from '@self-storage/locales';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '#app/translation.tsx';
import { ErrorModal } from './error-modal.tsx';

export interface ShowErrorOptions {
  /** Where to go when the user closes the dialog (SPEC section 8's saved target). */
  target?: string;
  /** History state for the target (a session-expiry message: `EXPIRY_TOLD`). */
  state?: unknown;
}

/** What a closed session-expiry message leaves for the login form: it says nothing more. */
export const EXPIRY_TOLD = { expiryTold: true } as const;

export interface ErrorModalApi {
  /**
   * Shows a failure in the modal: a SelfStorageError by its userMessage (the server's text where
   * the spec says so), a catalogue key by its text, anything else as `errors.requestErorMsg`.
   * A cancelled request (code `aborted`) shows nothing.
   */
  show(error: unknown, options?: ShowErrorOptions): void;
  /** A message is on screen: a page under it says nothing of its own about the same thing. */
  readonly open: boolean;
}

interface Shown extends ShowErrorOptions {
  message: string;
}

const ErrorModalContext = createContext<ErrorModalApi | null>(null);

export const ErrorModalProvider = ({ children }: { children: ReactNode }) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown | undefined>();

  const show = useCallback(
    (error: unknown, options: ShowErrorOptions = {}) => {
      if (isSelfStorageError(error) && error.code === 'aborted') return;
      const translate = (key: CatalogKey | ErrorKey): string => t(key);
      let message: string;
      if (isSelfStorageError(error)) message = error.userMessage(translate);
      else if (typeof error === 'string' && i18n.exists(error)) message = translate(error as CatalogKey);
      else message = translate('errors.requestErorMsg');
      setShown({ ...options, message });
    },
    [t, i18n],
  );

  const close = useCallback(() => {
    setShown(undefined);
    if (shown?.target !== undefined) navigate(shown.target, { state: shown.state });
  }, [shown, navigate]);

  const open = shown !== undefined;
  const api = useMemo(() => ({ show, open }), [show, open]);
  return (
    <ErrorModalContext value={api}>
      {children}
      <ErrorModal message={shown?.message} onClose={close} />
    </ErrorModalContext>
  );
};

/** The app's error dialog; call show(error | key, { target }) from any screen. */
export const useErrorModal = (): ErrorModalApi => {
  const api = useContext(ErrorModalContext);
  if (!api) throw new Error('useErrorModal needs <ErrorModalProvider> above it');
  return api;
};
