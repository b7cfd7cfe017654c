import type { Branch, ServiceGroup, Size } from '@self-storage/core';
import { type AppRoute, buildGetUnitRequest, type FlowState } from '@self-storage/core/flow';
import { useEffect } from 'react';
import { usePreloadRoute } from '#app/route-preload.tsx';
import { useBranches, useGroups, useSizes, useUnitsLoader } from '#data/catalogue.ts';
import { useFailureOf } from '#data/use-failure-of.ts';
import { useFailure } from '#signed-in/use-failure.ts';
import { useFlow } from '#signed-in/use-flow.ts';

export interface CatalogueView {
  branches: readonly Branch[];
  /** Undefined while loading or before a branch is chosen. */
  groups: readonly ServiceGroup[] | undefined;
  /** Undefined while loading or before a group is chosen (the size dropdown stays disabled). */
  sizes: readonly Size[] | undefined;
}

/**
 * The dropdown lists of the select-service screen: branches at once, groups after a branch,
 * sizes after a group (SPEC section 2), from the catalogue's data (src/data/catalogue.ts). Each
 * list is also reported to the flow, which picks the ids a service deep link asked for as their
 * list arrives.
 */
export const useCatalogue = (): CatalogueView => {
  const fail = useFailure();
  const { state, dispatch } = useFlow();
  const branches = useBranches();
  const groups = useGroups(state.branch?.id);
  const sizes = useSizes(state.group?.id);
  useFailureOf(branches.error, fail);
  useFailureOf(groups.error, fail);
  useFailureOf(sizes.error, fail);

  useEffect(() => {
    if (branches.data) dispatch({ type: 'branchesLoaded', branches: branches.data });
  }, [branches.data, dispatch]);
  useEffect(() => {
    if (groups.data) dispatch({ type: 'groupsLoaded', groups: groups.data });
  }, [groups.data, dispatch]);
  useEffect(() => {
    if (!sizes.data) return;
    dispatch({ type: 'sizesLoaded', sizes: sizes.data });
    if (sizes.data.length === 0) fail('errors.noServiceSize');
  }, [sizes.data, dispatch, fail]);

  return { branches: branches.data ?? [], groups: groups.data, sizes: sizes.data };
};

/**
 * The free units the unit screen opens with: `load` on submit (from the cache when the intent's
 * prefetch has them), `intent` as the user is about to press "Next": the unit screen's code and,
 * once every choice is made (`chosen`), its list.
 */
export const useUnitsAhead = (next: AppRoute) => {
  const units = useUnitsLoader();
  const preload = usePreloadRoute();
  return {
    load: units.fetch,
    intent(chosen: FlowState | undefined): void {
      preload(next);
      if (chosen) units.prefetch(buildGetUnitRequest(chosen));
    },
  };
};
