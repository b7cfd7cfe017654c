import { useCallback } from 'react';
import { useErrorModal } from './error-modal-context.tsx';
import { useSending } from './sending.tsx';

/**
 * How every form sends: the request runs under the 'sending' cover; what follows a success (a
 * navigation, saving a draft) runs with its result; a failure opens the error modal in the
 * customer's language (or goes to `onError`, e.g. a booking screen's useFailure) and leaves the
 * form as it was typed.
 */
export const useSubmit = (onError?: (error: unknown) => void) => {
  const { run } = useSending();
  const errorModal = useErrorModal();
  const showError = onError ?? errorModal.show;
  return useCallback(
    async <T>(request: () => Promise<T>, onSuccess: (result: T) => void): Promise<void> => {
      let result: T;
      try {
        result = await run(request);
      } catch (error) {
        showError(error);
        return;
      }
      onSuccess(result);
    },
    [run, showError],
  );
};
