import type { CatalogKey } from '@self-storage/locales';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '#app/translation.tsx';

interface ErrorModalProps {
  /** The text to show; the dialog is open while it is set. */
  message: string | undefined;
  title?: CatalogKey | undefined;
  onClose(): void;
}

/**
 * A native modal <dialog>: the page behind it is inert (focus stays inside), Esc closes it, and
 * focus returns to where it was when it closes.
 */
export const ErrorModal = ({ message, title = 'common.errorTitle', onClose }: ErrorModalProps) => {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (message !== undefined && !element.open) element.showModal();
    if (message === undefined && element.open) element.close();
  }, [message]);

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onClose={onClose}
      data-testid="error-modal"
    >
      <h2 id={titleId} className="modal__title">
        {t(title)}
      </h2>
      <p id={messageId} className="modal__message">
        {message}
      </p>
      <form method="dialog" className="modal__actions">
        {/* biome-ignore lint/a11y/noAutofocus: a modal dialog must put focus on its action */}
        <button type="submit" className="button button--primary" autoFocus>
          {t('common.close')}
        </button>
      </form>
    </dialog>
  );
};
