/** A booking read from this device while the network is unreachable (the app's service worker). */
export const offline = {
  offline: {
    title: 'You are offline.',
    lastUpdated: 'Showing this booking as saved on this device, last updated {{time}}.',
  },
};
