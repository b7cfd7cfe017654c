import {
  BuddhistCalendar,
  type CalendarDate,
  GregorianCalendar,
  parseDate,
  toCalendar,
} from '@internationalized/date';
import type { ErrorKey, Language } from '@self-storage/core';
import { type IsoDate, isIsoDate } from '@self-storage/core/dates';
import { useState } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  type DateValue,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import './date-field.css';
import { speakReactAria } from './react-aria-strings.ts';

/**
 * react-aria's press handling writes one rule (touch-action on pressable parts) in an inline
 * <style>, which the app's strict CSP refuses (docs/security.md). date-field.css carries the rule;
 * an element with the style's id tells react-aria it is there.
 */
const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';
if (!document.getElementById(PRESSABLE_STYLE_ID)) {
  const marker = document.createElement('meta');
  marker.id = PRESSABLE_STYLE_ID;
  document.head.append(marker);
}

/**
 * Thai dates in the Buddhist calendar (Thai month names, 2569 for 2026, day first), English ones
 * in the Gregorian calendar, day first too, as core's formatDate writes them.
 */
const LOCALES: Record<Language, string> = { th: 'th-TH-u-ca-buddhist', en: 'en-GB' };

/**
 * The picker's date for a wire date. Under the Buddhist locale the picker still shows Gregorian
 * years for Gregorian values: they must be converted to the Buddhist calendar first.
 */
const toPicker = (date: IsoDate, language: Language): CalendarDate => {
  const gregorian = parseDate(date);
  return language === 'th' ? toCalendar(gregorian, new BuddhistCalendar()) : gregorian;
};

/**
 * Back to the wire's Gregorian `YYYY-MM-DD`, whatever calendar the picker answered in; '' for a
 * date the wire cannot carry (the year 2 BE of a "2569" still being typed is 541 BC).
 */
const toWire = (value: DateValue): IsoDate => {
  const date = toCalendar(value, new GregorianCalendar()).toString();
  return isIsoDate(date) ? date : '';
};

export interface DateFieldProps {
  label: string;
  /** The hidden input's name (the field's name for tests and autofill); not submitted. */
  name: string;
  value: IsoDate;
  onValue(value: IsoDate): void;
  /** The first and last day that can be chosen; days outside are disabled in the calendar. */
  min: IsoDate;
  max?: IsoDate | undefined;
  /** Today: the month the calendar opens on when no date is chosen yet. */
  today: IsoDate;
  hint?: string | undefined;
  /** Core's rule this value breaks (checkBookingDates), shown under the field once submitted. */
  error?: ErrorKey | undefined;
  /** Shown while a typed date lies outside min..max, before any submit. */
  outOfRange: ErrorKey;
  /** A day marked in the calendar and named for screen readers (the end date's calendar marks the start). */
  marked?: { date: IsoDate; label: string } | undefined;
}

/**
 * A date field with a calendar (react-aria's DatePicker): typed day by day or chosen in a grid of
 * days, every part labelled and reachable by keyboard, days outside the window disabled.
 */
export const DateField = (props: DateFieldProps) => {
  const { label, name, value, onValue, min, max, today, hint, error, outOfRange, marked } = props;
  const { t } = useTranslation();
  const { language } = useLanguage();
  speakReactAria(language);
  // A typed date the wire cannot carry yet stays in the field, not in the form.
  const [draft, setDraft] = useState<DateValue | null>(null);
  return (
    <I18nProvider locale={LOCALES[language]}>
      <DatePicker
        className="field date-field"
        name={name}
        value={value ? toPicker(value, language) : draft}
        onChange={(next) => {
          const date = next ? toWire(next) : '';
          setDraft(date ? null : next);
          onValue(date);
        }}
        minValue={toPicker(min, language)}
        maxValue={max ? toPicker(max, language) : undefined}
        placeholderValue={toPicker(today, language)}
        isRequired
        isInvalid={error ? true : undefined}
        validationBehavior="aria"
        shouldForceLeadingZeros
      >
        <Label className="field__label">
          {label}
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        </Label>
        {hint ? (
          <Text slot="description" className="field__hint">
            {hint}
          </Text>
        ) : null}
        <Group className="date-field__group">
          <DateInput className="date-field__input">
            {(segment) => <DateSegment segment={segment} className="date-field__segment" />}
          </DateInput>
          <Button className="date-field__button" aria-label={t('calendar.open', { field: label })}>
            <CalendarIcon />
          </Button>
        </Group>
        <FieldError className="field__error">
          {(validation) =>
            error ? t(error) : validation.validationDetails.badInput ? t('errors.invalidDate') : t(outOfRange)
          }
        </FieldError>
        <Popover className="date-field__popover" placement="bottom start">
          <Dialog className="date-field__dialog" aria-label={label}>
            <Calendar className="calendar">
              <header className="calendar__header">
                <Button slot="previous" className="calendar__nav" aria-label={t('calendar.previous')}>
                  <span aria-hidden="true">‹</span>
                </Button>
                <Heading className="calendar__heading" />
                <Button slot="next" className="calendar__nav" aria-label={t('calendar.next')}>
                  <span aria-hidden="true">›</span>
                </Button>
              </header>
              <CalendarGrid className="calendar__grid">
                {(date) =>
                  marked && toWire(date) === marked.date ? (
                    <CalendarCell date={date} className="calendar__cell calendar__cell--marked">
                      {({ formattedDate }) => (
                        <>
                          {formattedDate}
                          <span className="visually-hidden"> {marked.label}</span>
                        </>
                      )}
                    </CalendarCell>
                  ) : (
                    <CalendarCell date={date} className="calendar__cell" />
                  )
                }
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
};

const CalendarIcon = () => (
  <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
    <rect x="2.5" y="4" width="15" height="13.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    <path d="M2.5 8h15M6.5 2v4M13.5 2v4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);
