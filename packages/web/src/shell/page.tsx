import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface PageProps {
  title: string;
  /** A short line above the title, e.g. "Step 1 of 3". */
  eyebrow?: string;
  intro?: ReactNode;
  /** `narrow` for single forms, `wide` for screens with panels side by side. */
  width?: 'narrow' | 'wide';
  children?: ReactNode;
}

/** A screen's card with its heading; also names the browser tab after it. */
export const Page = ({ title, eyebrow, intro, width = 'narrow', children }: PageProps) => {
  const { t } = useTranslation();
  const appName = t('common.appName');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
  return (
    <section className={`page page--${width}`} aria-labelledby="page-title">
      <div className="card">
        {eyebrow ? <p className="page__eyebrow">{eyebrow}</p> : null}
        <h1 id="page-title" className="page__title">
          {title}
        </h1>
        {intro ? <div className="page__intro">{intro}</div> : null}
        {children}
      </div>
    </section>
  );
};
