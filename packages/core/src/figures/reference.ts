/** Digits a person reads and types at a kiosk in groups of this many. */
export const REFERENCE_GROUP = 4;

/**
 * A pay reference as a person reads it: an all-digit reference in groups of four from its start
 * ("1234 5678 9012"), anything else as it is. Whoever types or copies it uses the reference itself.
 */
export const groupedReference = (reference: string): string =>
  /^\d+$/.test(reference)
    ? (reference.match(new RegExp(`\\d{1,${REFERENCE_GROUP}}`, 'g')) ?? []).join(' ')
    : reference;
