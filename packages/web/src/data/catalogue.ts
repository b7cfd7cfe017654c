import type { Language, RequestOf, SelfStorageClient } from '@self-storage/core';
import { queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useClient } from '#app/services-context.tsx';
import { useLanguage } from '#app/use-language.ts';

/**
 * What may be booked: branches, their service groups, a group's sizes and the free units. The
 * lists change when the business changes them, so a list shown in the last few minutes is shown
 * again without asking; free units change whenever someone books.
 */

/** Branches, groups and sizes: asked once per visit of a few minutes. */
export const CATALOGUE_FRESH_MS = 5 * 60_000;
/**
 * Free units: the list the customer is about to see is the one select service (or the intent to
 * press its "Next") just fetched; a later arrival, a reload or a way back asks again.
 */
export const UNITS_FRESH_MS = 10_000;

export const catalogueKeys = {
  branches: (language: Language) => ['catalogue', 'branches', language] as const,
  groups: (branchId: number | undefined) => ['catalogue', 'groups', branchId] as const,
  sizes: (groupId: number | undefined) => ['catalogue', 'sizes', groupId] as const,
  units: (request: RequestOf<'getUnit'> | undefined) => ['catalogue', 'units', request] as const,
  allUnits: ['catalogue', 'units'] as const,
};

export const branchesQuery = (client: SelfStorageClient, language: Language) =>
  queryOptions({
    queryKey: catalogueKeys.branches(language),
    queryFn: ({ signal }) => client.catalogue.branches({ currentLanguage: language }, { signal }),
    staleTime: CATALOGUE_FRESH_MS,
  });

/** A branch's groups; idle until a branch is chosen. */
export const groupsQuery = (client: SelfStorageClient, branchId: number | undefined) =>
  queryOptions({
    queryKey: catalogueKeys.groups(branchId),
    queryFn:
      branchId === undefined
        ? skipToken
        : ({ signal }) => client.catalogue.groups({ project_id: branchId }, { signal }),
    staleTime: CATALOGUE_FRESH_MS,
  });

/** A group's sizes; idle until a group is chosen. */
export const sizesQuery = (client: SelfStorageClient, groupId: number | undefined) =>
  queryOptions({
    queryKey: catalogueKeys.sizes(groupId),
    queryFn:
      groupId === undefined
        ? skipToken
        : ({ signal }) => client.catalogue.sizes({ open_service_id: groupId }, { signal }),
    staleTime: CATALOGUE_FRESH_MS,
  });

/** The free units of a complete selection; idle while it is not. */
export const unitsQuery = (client: SelfStorageClient, request: RequestOf<'getUnit'> | undefined) =>
  queryOptions({
    queryKey: catalogueKeys.units(request),
    queryFn: request === undefined ? skipToken : ({ signal }) => client.catalogue.units(request, { signal }),
    staleTime: UNITS_FRESH_MS,
  });

export const useBranches = () => {
  const client = useClient();
  const { language } = useLanguage();
  return useQuery(branchesQuery(client, language));
};

export const useGroups = (branchId: number | undefined) => useQuery(groupsQuery(useClient(), branchId));

export const useSizes = (groupId: number | undefined) => useQuery(sizesQuery(useClient(), groupId));

export const useUnits = (request: RequestOf<'getUnit'> | undefined) =>
  useQuery(unitsQuery(useClient(), request));

/**
 * The free units, from the cache when fetched a moment ago (or being fetched: an intent's
 * prefetch), else asked now; `prefetch` starts that on intent and never fails.
 */
export const useUnitsLoader = () => {
  const client = useClient();
  const queryClient = useQueryClient();
  return {
    fetch: useCallback(
      (request: RequestOf<'getUnit'>) => queryClient.fetchQuery(unitsQuery(client, request)),
      [client, queryClient],
    ),
    prefetch: useCallback(
      (request: RequestOf<'getUnit'>) => void queryClient.prefetchQuery(unitsQuery(client, request)),
      [client, queryClient],
    ),
    /** A unit found taken: every list held may offer it, so each is asked again. */
    forget: useCallback(() => queryClient.removeQueries({ queryKey: catalogueKeys.allUnits }), [queryClient]),
  };
};
