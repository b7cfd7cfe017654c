import type { Branch, ServiceGroup, Size } from '@self-storage/core';
import { useEffect, useState } from 'react';
import { useClient } from '#app/services-context.tsx';
import { useLanguage } from '#app/use-language.ts';
import { useFailure } from '../flow/use-failure.ts';
import { useFlow } from '../flow/use-flow.ts';

export interface CatalogueView {
  branches: readonly Branch[];
  /** Undefined while loading or before a branch is chosen. */
  groups: readonly ServiceGroup[] | undefined;
  /** Undefined while loading or before a group is chosen (the size dropdown stays disabled). */
  sizes: readonly Size[] | undefined;
}

/**
 * The dropdown lists of the select-service screen: branches at once, groups after a branch,
 * sizes after a group (SPEC section 2). Each list is also reported to the flow, which picks the
 * ids a service deep link asked for as their list arrives.
 */
export const useCatalogue = (): CatalogueView => {
  const client = useClient();
  const fail = useFailure();
  const { language } = useLanguage();
  const { state, dispatch } = useFlow();
  const [branches, setBranches] = useState<readonly Branch[]>([]);
  const [groups, setGroups] = useState<readonly ServiceGroup[]>();
  const [sizes, setSizes] = useState<readonly Size[]>();
  const branchId = state.branch?.id;
  const groupId = state.group?.id;

  useEffect(() => {
    const abort = new AbortController();
    client.catalogue.branches({ currentLanguage: language }, { signal: abort.signal }).then((list) => {
      setBranches(list);
      dispatch({ type: 'branchesLoaded', branches: list });
    }, fail);
    return () => abort.abort();
  }, [client, language, dispatch, fail]);

  useEffect(() => {
    setGroups(undefined);
    if (branchId === undefined) return;
    const abort = new AbortController();
    client.catalogue.groups({ project_id: branchId }, { signal: abort.signal }).then((list) => {
      setGroups(list);
      dispatch({ type: 'groupsLoaded', groups: list });
    }, fail);
    return () => abort.abort();
  }, [client, branchId, dispatch, fail]);

  useEffect(() => {
    setSizes(undefined);
    if (groupId === undefined) return;
    const abort = new AbortController();
    client.catalogue.sizes({ open_service_id: groupId }, { signal: abort.signal }).then((list) => {
      setSizes(list);
      dispatch({ type: 'sizesLoaded', sizes: list });
      if (list.length === 0) fail('errors.noServiceSize');
    }, fail);
    return () => abort.abort();
  }, [client, groupId, dispatch, fail]);

  return { branches, groups, sizes };
};
