import type { Unit } from '@self-storage/core';
import { UNIT_LIST_HEIGHT_PX } from '@self-storage/core/layout';
import { formatAmount, toSatang } from '@self-storage/core/money';
import type { TFunction } from 'i18next';
import { useTranslation } from '#app/translation.tsx';
import { useLanguage } from '#app/use-language.ts';
import { DimensionsTooltip } from './dimensions-tooltip.tsx';

/** Building and floor, get-unit's extensions (docs/api.md), as far as the server gives them. */
const unitPlace = ({ building, floor }: Unit, t: TFunction): string =>
  building !== undefined && floor !== undefined
    ? t('unitPlace.buildingFloor', { building, floor })
    : building !== undefined
      ? t('unitPlace.building', { building })
      : t('unitPlace.floor', { floor });

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
                  <span className="unit-option__name">{t('unit.name', { name: unit.name })}</span>
                  {unit.building !== undefined || unit.floor !== undefined ? (
                    <span className="unit-option__place">{unitPlace(unit, t)}</span>
                  ) : null}
                </span>
                <span className="unit-option__area">
                  <span className="visually-hidden">{t('unit.area')} </span>
                  {t('unit.areaValue', { area: unit.area })}
                </span>
                <span className="unit-option__rate">
                  {t('unit.perMonth', { amount: formatAmount(toSatang(unit.monthly_rate), language) })}
                </span>
              </label>
              <DimensionsTooltip
                label={`${t('unit.dimensions')}: ${unit.name}`}
                text={t('unit.dimensionsTooltip', {
                  length: unit.length,
                  depth: unit.depth,
                  height: unit.height,
                })}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
};
