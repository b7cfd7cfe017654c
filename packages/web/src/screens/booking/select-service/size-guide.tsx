import type { Size } from '@self-storage/core';
import { SIZE_BAND_MAX_SQM, SIZE_BANDS, sizeBand, sizeLabel } from '@self-storage/core/figures';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import { SizeIllustration } from './size-illustrations.tsx';

/**
 * "What fits?": four size bands, each with a drawing, its area and what it holds, and the sizes
 * of the chosen service group that fall in it. A native modal dialog: focus moves into it, the page
 * behind is inert, Escape or the close button closes it and focus goes back to the button that
 * opened it.
 */
export const SizeGuide = ({ sizes }: { sizes: readonly Size[] | undefined }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const introId = useId();

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="button button--link size-guide__open"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {t('sizeGuide.open')}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard twin is Escape, which the native dialog handles */}
      <dialog
        ref={dialog}
        className="modal size-guide"
        aria-labelledby={titleId}
        aria-describedby={introId}
        onClose={() => opener.current?.focus()}
        // A click on the backdrop (the dialog element itself, outside its content) closes it too.
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="size-guide__content">
          <div className="size-guide__top">
            <h2 id={titleId} className="size-guide__title">
              {t('sizeGuide.title')}
            </h2>
            <form method="dialog">
              {/* biome-ignore lint/a11y/noAutofocus: a modal dialog must put focus inside it */}
              <button type="submit" className="size-guide__close" aria-label={t('sizeGuide.close')} autoFocus>
                <span aria-hidden="true">×</span>
              </button>
            </form>
          </div>
          <p id={introId} className="size-guide__intro">
            {t('sizeGuide.intro')}
          </p>
          <ul className="size-guide__bands">
            {SIZE_BANDS.map((band) => {
              const offered = (sizes ?? []).filter(
                (size) => size.area !== undefined && sizeBand(size.area) === band,
              );
              return (
                <li key={band} className="size-guide__band">
                  <SizeIllustration band={band} />
                  <div>
                    <h3 className="size-guide__band-title">{t(`sizeGuide.${band}.title`)}</h3>
                    <p className="size-guide__area">
                      {t('sizeGuide.upTo', { area: SIZE_BAND_MAX_SQM[band] })}
                    </p>
                    <p className="size-guide__fits">{t(`sizeGuide.${band}.fits`)}</p>
                    {offered.length > 0 ? (
                      <>
                        <p className="size-guide__offered">{t('sizeGuide.offered')}</p>
                        <ul className="size-guide__sizes">
                          {offered.map((size) => (
                            <li key={size.id}>
                              {sizeLabel(size, language, ({ key, values }) => t(key, values))}
                            </li>
                          ))}
                        </ul>
                      </>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </dialog>
    </>
  );
};
