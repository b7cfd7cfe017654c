import type { CatalogKey } from '@self-storage/locales';
import type { ReactNode } from 'react';
import { Page } from '#shell/page.tsx';
import { BOOKING_STEPS, ProgressBar } from '#shell/progress-bar.tsx';
import './booking.css';

interface FlowPageProps {
  title: string;
  intro?: ReactNode;
  /** 1-based step of the progress bar. */
  step: number;
  /** The booking's four steps unless told (re-payment has two). */
  steps?: readonly CatalogKey[];
  width?: 'narrow' | 'wide';
  children?: ReactNode;
}

/** A booking-flow screen: the progress bar over the screen's card, both the same width. */
export const FlowPage = ({
  title,
  intro,
  step,
  steps = BOOKING_STEPS,
  width = 'narrow',
  children,
}: FlowPageProps) => (
  <div className={`flow-page flow-page--${width}`}>
    <ProgressBar steps={steps} current={step} />
    <Page title={title} intro={intro} width={width}>
      {children}
    </Page>
  </div>
);
