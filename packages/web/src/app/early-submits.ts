/**
 * Before React listens, a submit would send the form natively (a GET with its fields in the URL).
 * From the entry's first line each one is held back; the returned function stops holding and
 * sends the last one again, for React to handle, if its form is still on the page.
 */
export const holdEarlySubmits = (): (() => void) => {
  let held: SubmitEvent | undefined;
  const hold = (event: SubmitEvent): void => {
    event.preventDefault();
    held = event;
  };
  document.addEventListener('submit', hold, true);
  return () => {
    document.removeEventListener('submit', hold, true);
    const form = held?.target;
    if (form instanceof HTMLFormElement && form.isConnected) form.requestSubmit(held?.submitter);
    held = undefined;
  };
};
