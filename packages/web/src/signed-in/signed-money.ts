import { useMoney } from './use-money.ts';

/** A statement's amount in baht, a negative one (a discount, a refund) with a true minus sign. */
export const useSignedMoney = () => {
  const money = useMoney();
  return (amount: number) => (amount < 0 ? `\u2212${money.baht(-amount)}` : money.baht(amount));
};
