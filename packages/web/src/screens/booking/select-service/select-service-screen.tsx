import type { ErrorKey } from '@self-storage/core';
import { bookingWindow } from '@self-storage/core/dates';
import { nameIn, sizeLabel } from '@self-storage/core/figures';
import { type AppRoute, buildGetUnitRequest, ROUTES } from '@self-storage/core/flow';
import { createSelectServiceSchema, validate } from '@self-storage/core/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrentService, useFlowStore } from '#app/booking-context.ts';
import { useClient } from '#app/services-context.tsx';
import { useForm } from '#app/use-form.ts';
import { useLanguage } from '#app/use-language.ts';
import { onIntent } from '#data/intent.ts';
import { useModalFormErrors } from '#shell/modal-form-errors.ts';
import { useSubmit } from '#shell/use-submit.ts';
import { FlowPage } from '#signed-in/flow-page.tsx';
import { LazyDateField } from '#signed-in/lazy-date-field.tsx';
import { useFailure } from '#signed-in/use-failure.ts';
import { useFlow } from '#signed-in/use-flow.ts';
import { SelectField } from '../shared/select-field.tsx';
import { DurationChoices } from './duration-choices.tsx';
import { SizeGuide } from './size-guide.tsx';
import { useCatalogue, useUnitsAhead } from './use-catalogue.ts';

interface Dates {
  startDate: string;
  endDate: string;
}

/** Select service (SPEC section 2): branch, dates, group and size, then the free units. */
const SelectService = ({ next }: { next: AppRoute }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const fail = useFailure();
  const send = useSubmit(fail);
  const navigate = useNavigate();
  const withModal = useModalFormErrors();
  const { state, dispatch } = useFlow();
  const flowStore = useFlowStore();
  const currentService = useCurrentService();
  const { branches, groups, sizes } = useCatalogue();
  const units = useUnitsAhead(next);
  // The calendar's code is fetched once the customer reaches for the form (lazy-date-field.tsx).
  const [calendar, setCalendar] = useState(false);
  const wantCalendar = () => setCalendar(true);
  // The server's date: a device clock off by minutes at midnight must not offer a day it refuses.
  const todayDate = useClient().clock.today();
  const { minStart, maxStart } = bookingWindow(todayDate);
  // The dates are the form's; the dropdowns' choices live in the flow (a deep link fills them
  // as their lists load), read at the moment of the check.
  const check = (dates: Dates) => {
    const { branch, group, size } = flowStore.getState();
    return validate(createSelectServiceSchema(todayDate), {
      branchId: branch?.id,
      groupId: group?.id,
      sizeId: size?.id,
      ...dates,
    });
  };
  const form = useForm<Dates, unknown>(
    { startDate: state.startDate ?? '', endDate: state.endDate ?? '' },
    check,
  );
  /** A dropdown's error stands until that choice is made. */
  const choiceError = (field: 'branchId' | 'groupId' | 'sizeId', chosen: unknown): ErrorKey | undefined =>
    chosen ? undefined : form.errors[field];

  const submit = form.handleSubmit(async () => {
    const { startDate, endDate } = form.values;
    dispatch({ type: 'datesChosen', startDate, endDate });
    // Going on from here starts a new booking, whatever an earlier one left saved.
    currentService.clear();
    await send(
      () => units.load(buildGetUnitRequest(flowStore.getState())),
      (availability) => {
        dispatch({ type: 'unitsLoaded', availability });
        if (availability.units.length === 0) fail('errors.unitUnavailable');
        else navigate(next);
      },
    );
  });

  return (
    <FlowPage title={t('service.title')} intro={t('service.intro')} step={1}>
      {/* "Select all items" opens the modal too (SPEC section 8), over the first marked field. */}
      <form
        noValidate
        onSubmit={withModal(form.values, check, submit)}
        onPointerOver={wantCalendar}
        onTouchStart={wantCalendar}
        onFocus={wantCalendar}
        className="form select-service"
      >
        <SelectField
          label={t('service.branch')}
          name="branch"
          placeholder={t('service.branchPlaceholder')}
          options={branches.map((b) => ({ value: b.id, label: nameIn(b, language) }))}
          value={state.branch?.id}
          onValue={(id) => {
            const branch = branches.find((b) => b.id === id);
            if (branch) dispatch({ type: 'branchChosen', branch });
          }}
          error={choiceError('branchId', state.branch)}
        />
        <LazyDateField
          load={calendar}
          label={t('service.startDate')}
          name="startDate"
          min={minStart}
          max={maxStart}
          today={todayDate}
          hint={t('service.startDateHint')}
          value={form.values.startDate}
          onValue={(value) => form.set('startDate', value)}
          error={form.errors.startDate}
          outOfRange="errors.dateOutOfWindow"
        />
        <LazyDateField
          load={calendar}
          label={t('service.endDate')}
          name="endDate"
          min={form.values.startDate || minStart}
          today={form.values.startDate || todayDate}
          marked={
            form.values.startDate
              ? { date: form.values.startDate, label: t('service.startMarked') }
              : undefined
          }
          value={form.values.endDate}
          onValue={(value) => form.set('endDate', value)}
          error={form.errors.endDate}
          outOfRange="errors.endBeforeStart"
        />
        <DurationChoices
          start={form.values.startDate}
          end={form.values.endDate}
          onEnd={(end) => form.set('endDate', end)}
        />
        <SelectField
          label={t('service.serviceGroup')}
          name="group"
          placeholder={t('service.serviceGroupPlaceholder')}
          options={(groups ?? []).map((g) => ({ value: g.id, label: nameIn(g, language) }))}
          value={state.group?.id}
          disabled={groups === undefined}
          hint={state.branch ? undefined : t('service.chooseBranchFirst')}
          onValue={(id) => {
            const group = groups?.find((g) => g.id === id);
            if (group) dispatch({ type: 'groupChosen', group });
          }}
          error={choiceError('groupId', state.group)}
        />
        <div className="size-choice">
          <SelectField
            label={t('service.size')}
            name="size"
            placeholder={t('service.sizePlaceholder')}
            options={(sizes ?? []).map((s) => ({
              value: s.id,
              label: sizeLabel(s, language, ({ key, values }) => t(key, values)),
            }))}
            value={state.size?.id}
            disabled={sizes === undefined || sizes.length === 0}
            hint={
              !state.group
                ? t('service.chooseGroupFirst')
                : sizes === undefined
                  ? t('service.loadingSizes')
                  : undefined
            }
            onValue={(id) => {
              const size = sizes?.find((s) => s.id === id);
              if (size) dispatch({ type: 'sizeChosen', size });
            }}
            error={choiceError('sizeId', state.size)}
          />
          <SizeGuide sizes={sizes} />
        </div>
        <div className="form__actions">
          <button
            type="submit"
            className="button button--primary"
            {...onIntent(() =>
              units.intent(check(form.values).ok ? { ...flowStore.getState(), ...form.values } : undefined),
            )}
          >
            {t('service.next')}
          </button>
        </div>
      </form>
    </FlowPage>
  );
};

export const SelectServiceScreen = () => <SelectService next={ROUTES.unit} />;

/** The same screen in the re-payment entry (`/service-ex/unit`). */
export const RepaymentEntryScreen = () => <SelectService next={ROUTES.unitEx} />;
