import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

/**
 * The server data of the signed-in screens, held while they are: the cache ends with the session
 * frame (a logout, an expiry), so the next person on this browser never sees the last one's
 * bookings.
 */
const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // A failure is shown at once, as the screens always did; core's client retries a read only
        // when asked, and nothing that creates or charges is ever retried.
        retry: false,
        // A step asks once; coming back to the tab or online again asks nothing by itself.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });

export const DataProvider = ({ children }: { children: ReactNode }) => {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
};
