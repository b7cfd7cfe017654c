import type { Unit } from '@self-storage/core';
import { unitOffer } from '@self-storage/core/figures';
import { UNIT_LIST_HEIGHT_PX } from '@self-storage/core/layout';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import { DimensionsTooltip } from './dimensions-tooltip.tsx';

interface UnitListProps {
  units: readonly Unit[];
  selectedId: number | undefined;
  onSelect(unit: Unit): void;
  errorId?: string | undefined;
}

/**
 * The free units as a radio group in a 320 px scrolling box (SPEC section 9): arrow keys move
 * between units, the chosen one is highlighted, and each has its dimensions in a tooltip.
 */
export const UnitList = ({ units, selectedId, onSelect, errorId }: UnitListProps) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <fieldset className="fieldset" aria-describedby={errorId}>
      <legend className="fieldset__legend">{t('unit.listLabel')}</legend>
      <p className="unit-count">{t('unit.remaining', { count: units.length })}</p>
      <ul className="unit-list" style={{ maxHeight: UNIT_LIST_HEIGHT_PX }}>
        {units.map((unit) => {
          // What the option says comes from core's offer, as in the CLI: place, area, rate, dimensions.
          const offer = unitOffer(unit, language);
          const selected = unit.unit_id === selectedId;
          const inputId = `unit-${unit.unit_id}`;
          return (
            <li key={unit.unit_id} className={`unit-option${selected ? ' unit-option--selected' : ''}`}>
              <input
                id={inputId}
                type="radio"
                name="unit"
                value={unit.unit_id}
                checked={selected}
                onChange={() => onSelect(unit)}
                className="unit-option__radio"
              />
              <label htmlFor={inputId} className="unit-option__label">
                <span className="unit-option__title">
                  <span className="unit-option__name">{t('unit.name', { name: offer.name })}</span>
                  {offer.place ? (
                    <span className="unit-option__place">{t(offer.place.key, offer.place.values)}</span>
                  ) : null}
                </span>
                <span className="unit-option__area">
                  <span className="visually-hidden">{t('unit.area')} </span>
                  {t(offer.area.key, offer.area.values)}
                </span>
                <span className="unit-option__rate">{t(offer.perMonth.key, offer.perMonth.values)}</span>
              </label>
              <DimensionsTooltip
                label={`${t('unit.dimensions')}: ${offer.name}`}
                text={t(offer.dimensions.key, offer.dimensions.values)}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
};
