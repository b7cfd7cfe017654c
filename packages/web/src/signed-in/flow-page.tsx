import type { CatalogKey } from '@self-storage/locales';
import type { ReactNode } from 'react';
import { Page } from '#shell/page.tsx';
import { BOOKING_STEPS, ProgressBar } from '#shell/progress-bar.tsx';

interface FlowPageProps {
  title: string;
  intro?: ReactNode;
  /** 1-based step of the progress bar. */
  step: number;
  /** The booking's four steps unless told (re-payment has two). */
  steps?: readonly CatalogKey[];
  children?: ReactNode;
}

/**
 * A booking-flow screen: the progress bar over the screen's card, both the same width on every
 * step, so that the bar does not move as the customer goes on.
 */
export const FlowPage = ({ title, intro, step, steps = BOOKING_STEPS, children }: FlowPageProps) => (
  <div className="flow-page">
    <ProgressBar steps={steps} current={step} />
    <Page title={title} intro={intro} width="wide">
      {children}
    </Page>
  </div>
);
