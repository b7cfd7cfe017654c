/**
 * What the card page's way back to payment-fail (`/?action=payment-fail&ser=…`) leaves in the
 * history entry: only a declined card comes back that way, so the page can say so.
 */
export const CARD_DECLINED = { cardDeclined: true } as const;

export const isCardDeclined = (state: unknown): boolean =>
  (state as Partial<typeof CARD_DECLINED> | null)?.cardDeclined === true;
