import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorModalProvider } from './error-modal-context.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { ScreenBoundary } from './screen-boundary.tsx';
import { SendingProvider } from './sending.tsx';

/** The page frame every route renders in, with the error dialog and 'sending' overlay. */
export const AppShell = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // A client-side navigation moves focus to the new page, as a page load would for screen readers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    main.current?.focus();
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <ErrorModalProvider>
      <SendingProvider>
        <a href="#main" className="skip-link">
          {t('a11y.skipToContent')}
        </a>
        <Header />
        <main id="main" ref={main} tabIndex={-1} className="main">
          <ScreenBoundary>
            <Outlet />
          </ScreenBoundary>
        </main>
        <Footer />
      </SendingProvider>
    </ErrorModalProvider>
  );
};
