interface Answer<T> {
  data: T | undefined;
  isFetching: boolean;
  isFetchedAfterMount: boolean;
}

/**
 * What a screen shows of a query: an answer the cache still holds as fresh, or the one asked on
 * this arrival; never an older one while it is asked again (the screen says it is loading).
 */
export const shownData = <T>(query: Answer<T>): T | undefined =>
  query.isFetching && !query.isFetchedAfterMount ? undefined : query.data;
