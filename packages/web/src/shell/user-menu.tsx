import { safeRemoveItem } from '@self-storage/core';
import { ROUTES } from '@self-storage/core/flow';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLazyClient, useServices } from '#app/services-context.tsx';
import { SAVED_PASSES_KEY } from '#app/storage.ts';
import { useSession } from '#app/use-session.ts';
import { Link } from './link.tsx';

/** The signed-in menu: a disclosure button and its list (Esc or a click elsewhere closes it). */
export const UserMenu = () => {
  const { t } = useTranslation();
  const { signOut, token } = useSession();
  const client = useLazyClient();
  const { storage } = useServices();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // A followed link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const logout = () => {
    // The server ends the session too (customer/logout), so a copy of the token is worthless.
    // Signing out here does not wait for it: if it cannot be reached, the session lapses anyway.
    if (token) {
      client
        .load()
        .then((loaded) => loaded.customer.logout({ token }))
        .catch(() => {});
    }
    // The passes kept for offline use leave with the customer: the next person sees none.
    safeRemoveItem(storage.local, SAVED_PASSES_KEY);
    signOut();
    navigate(ROUTES.login, { replace: true });
  };

  return (
    <div className="user-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="user-menu__avatar" aria-hidden="true" />
        <span className="user-menu__label">{t('header.userMenu')}</span>
      </button>
      <ul id={listId} className="user-menu__list" hidden={!open}>
        <li>
          <Link to={ROUTES.service}>{t('header.bookService')}</Link>
        </li>
        <li>
          <Link to={ROUTES.history}>{t('header.bookingHistory')}</Link>
        </li>
        <li>
          <Link to={ROUTES.accessPasses}>{t('access.menu')}</Link>
        </li>
        <li>
          <Link to={ROUTES.account}>{t('accountPage.menu')}</Link>
        </li>
        <li>
          <button type="button" onClick={logout}>
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
};
