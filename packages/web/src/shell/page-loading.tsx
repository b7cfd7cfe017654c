/** Shown while a route's code loads. Text-free so it reads the same before the catalogue arrives. */
export const PageLoading = () => (
  <div className="page-loading" aria-busy="true">
    <span className="sending__spinner" aria-hidden="true" />
  </div>
);
