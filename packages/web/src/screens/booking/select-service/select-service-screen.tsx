import {
  type AppRoute,
  bookingWindow,
  buildGetUnitRequest,
  createSelectServiceSchema,
  type ErrorKey,
  nameIn,
  ROUTES,
  today,
  validate,
} from '@self-storage/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '#app/translation.tsx';
import { useLanguage } from '#app/use-language.ts';
import { onIntent } from '#data/intent.ts';
import { useErrorModal } from '#shell/error-modal-context.tsx';
import { modalFormError } from '#shell/modal-form-errors.ts';
import { useSending } from '#shell/sending.tsx';
import { TextField } from '#shell/text-field.tsx';
import { bookingFlow } from '../flow/flow-store.ts';
import { savedService } from '../flow/saved-service.ts';
import { useFailure } from '../flow/use-failure.ts';
import { useFlow } from '../flow/use-flow.ts';
import { FlowPage } from '../shared/flow-page.tsx';
import { SelectField } from '../shared/select-field.tsx';
import { sizeLabel } from './size-label.ts';
import { useCatalogue, useUnitsAhead } from './use-catalogue.ts';

type Errors = Partial<Record<string, ErrorKey>>;

/** Select service (SPEC section 2): branch, dates, group and size, then the free units. */
const SelectService = ({ next }: { next: AppRoute }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { run } = useSending();
  const fail = useFailure();
  const modal = useErrorModal();
  const navigate = useNavigate();
  const { state, dispatch } = useFlow();
  const { branches, groups, sizes } = useCatalogue();
  const units = useUnitsAhead(next);
  const [startDate, setStartDate] = useState(state.startDate ?? '');
  const [endDate, setEndDate] = useState(state.endDate ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const todayDate = today(Date.now());
  const { minStart, maxStart } = bookingWindow(todayDate);

  const choices = {
    branchId: state.branch?.id,
    groupId: state.group?.id,
    sizeId: state.size?.id,
    startDate,
    endDate,
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validate(createSelectServiceSchema(todayDate), choices);
    if (!checked.ok) {
      setErrors(checked.errors);
      // "Select all items" opens the modal too (SPEC section 8), over the first marked field,
      // which the dialog gives focus back to when it closes.
      const listed = modalFormError(checked.errors);
      requestAnimationFrame(() => {
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        if (listed) modal.show(listed);
      });
      return;
    }
    setErrors({});
    dispatch({ type: 'datesChosen', startDate, endDate });
    // Going on from here starts a new booking, whatever an earlier one left saved.
    savedService.clear();
    try {
      const availability = await run(() => units.load(buildGetUnitRequest(bookingFlow().getState())));
      dispatch({ type: 'unitsLoaded', availability });
      if (availability.units.length === 0) fail('errors.unitUnavailable');
      else navigate(next);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <FlowPage title={t('service.title')} intro={t('service.intro')} step={1}>
      <form noValidate onSubmit={submit} className="form">
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
          error={errors.branchId}
        />
        <TextField
          label={t('service.startDate')}
          type="date"
          name="startDate"
          required
          min={minStart}
          max={maxStart}
          hint={t('service.startDateHint')}
          value={startDate}
          onValue={(value) => {
            setStartDate(value);
            if (endDate && value && endDate < value) setEndDate(value);
          }}
          error={errors.startDate}
        />
        <TextField
          label={t('service.endDate')}
          type="date"
          name="endDate"
          required
          min={startDate || minStart}
          value={endDate}
          onValue={setEndDate}
          error={errors.endDate}
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
          error={errors.groupId}
        />
        <SelectField
          label={t('service.size')}
          name="size"
          placeholder={t('service.sizePlaceholder')}
          options={(sizes ?? []).map((s) => ({ value: s.id, label: sizeLabel(s, language, t) }))}
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
          error={errors.sizeId}
        />
        <div className="form__actions">
          <button
            type="submit"
            className="button button--primary"
            {...onIntent(() =>
              units.intent(
                validate(createSelectServiceSchema(todayDate), choices).ok
                  ? { ...state, startDate, endDate }
                  : undefined,
              ),
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
