import { type ErrorKey, isSelfStorageError } from '@self-storage/core';
import type { CatalogKey } from '@self-storage/locales';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { lazy } from '#app/lazy.ts';
import type { ModalLink } from './error-modal.tsx';

/**
 * The dialog's code, a chunk of its own that the home page's first load goes without: fetched
 * with any other page, when the login form is reached for (`preloadErrorModal`), or at the
 * latest when a message is shown.
 */
const dialog = lazy(() => import('./error-modal.tsx'));
type Dialog = Awaited<ReturnType<typeof dialog.load>>;

/** Fetches the dialog's code before a failure can need it (a form about to send). */
export const preloadErrorModal = (): void => {
  dialog.load().catch(() => undefined);
};

/** A text of the catalogue, with its values if it takes any. */
export type Said = CatalogKey | readonly [CatalogKey, Record<string, string | number>];

export interface ShowErrorOptions {
  /** Where to go when the user closes the dialog (SPEC section 8's saved target). */
  target?: string;
  /** History state for the target (a session-expiry message: `EXPIRY_TOLD`). */
  state?: unknown;
  /** The dialog's title, naming what went wrong; "Something went wrong" unless told. */
  title?: Said | undefined;
  /** What to do next, beside the message (which stays as SPEC section 8 words it). */
  next?: Said | undefined;
  /** Pages the message points to (the unpaid bookings of a reached limit). */
  links?: readonly ModalLink[] | undefined;
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

interface Shown extends Omit<ShowErrorOptions, 'title' | 'next'> {
  message: string;
  title: string | undefined;
  next: string | undefined;
}

const ErrorModalContext = createContext<ErrorModalApi | null>(null);

export const ErrorModalProvider = ({ children }: { children: ReactNode }) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [shown, setShown] = useState<Shown | undefined>();
  const [code, setCode] = useState<Dialog | undefined>(dialog.current());
  const fetchCode = useCallback(() => dialog.load().then((loaded) => setCode(() => loaded)), []);

  useEffect(() => {
    if (pathname !== '/') fetchCode().catch(() => undefined);
  }, [pathname, fetchCode]);

  const show = useCallback(
    (error: unknown, options: ShowErrorOptions = {}) => {
      if (isSelfStorageError(error) && error.code === 'aborted') return;
      const translate = (key: CatalogKey | ErrorKey): string => t(key);
      const say = (said?: Said) => (typeof said === 'string' ? t(said) : said && t(said[0], said[1]));
      let message: string;
      if (isSelfStorageError(error)) message = error.userMessage(translate);
      else if (typeof error === 'string' && i18n.exists(error)) message = translate(error as CatalogKey);
      else message = translate('errors.requestErorMsg');
      setShown({ ...options, message, title: say(options.title), next: say(options.next) });
      // Offline before the dialog's code came: the message is still told.
      fetchCode().catch(() => window.alert(message));
    },
    [t, i18n, fetchCode],
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
      {code ? (
        <code.ErrorModal
          message={shown?.message}
          title={shown?.title}
          next={shown?.next}
          links={shown?.links}
          onClose={close}
        />
      ) : null}
    </ErrorModalContext>
  );
};

/** The app's error dialog; call show(error | key, { target }) from any screen. */
export const useErrorModal = (): ErrorModalApi => {
  const api = useContext(ErrorModalContext);
  if (!api) throw new Error('useErrorModal needs <ErrorModalProvider> above it');
  return api;
};
