import { Component, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SignalLive } from '#app/live.tsx';
import { PageLoading } from './page-loading.tsx';

const LoadFailed = () => {
  const { t } = useTranslation();
  return (
    <p className="page-loading" role="alert">
      {t('errors.generic')}{' '}
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </p>
  );
};

/** A screen's code that cannot be fetched (offline, or a release replaced it) asks for a reload. */
class LoadErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

/**
 * Where the routed screen draws: a spinner while a screen's code first loads (a navigation keeps
 * the previous screen meanwhile, being a transition), a message if it cannot load.
 */
export const ScreenBoundary = ({ children }: { children: ReactNode }) => (
  <LoadErrorBoundary>
    <Suspense fallback={<PageLoading />}>
      <SignalLive />
      {children}
    </Suspense>
  </LoadErrorBoundary>
);
