import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from './link.tsx';

/** A way on from the message: a page of this app, named by what it holds. */
export interface ModalLink {
  to: string;
  label: string;
}

interface ErrorModalProps {
  /** The text to show; the dialog is open while it is set. */
  message: string | undefined;
  /** What went wrong, in a few words; "Something went wrong" unless told. */
  title?: string | undefined;
  /** What to do next. */
  next?: string | undefined;
  links?: readonly ModalLink[] | undefined;
  onClose(): void;
}

/**
 * A native modal <dialog>: the page behind it is inert (focus stays inside), Esc closes it, and
 * focus returns to where it was when it closes.
 */
export const ErrorModal = ({ message, title, next, links, onClose }: ErrorModalProps) => {
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
        {title ?? t('common.errorTitle')}
      </h2>
      <div id={messageId}>
        <p className="modal__message">{message}</p>
        {next ? <p className="modal__next">{next}</p> : null}
      </div>
      {links?.length ? (
        <ul className="modal__links">
          {links.map((link) => (
            <li key={link.to}>
              {/* Closing first: the dialog's own close would go to its target instead. */}
              <Link to={link.to} onClick={() => dialog.current?.close()}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <form method="dialog" className="modal__actions">
        {/* biome-ignore lint/a11y/noAutofocus: a modal dialog must put focus on its action */}
        <button type="submit" className="button button--primary" autoFocus>
          {t('common.close')}
        </button>
      </form>
    </dialog>
  );
};
