import type { Statement } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { nameIn } from '@self-storage/core/figures';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import type { Detail } from './details-list.tsx';
import { useSignedMoney } from './signed-money.ts';

type Bill = Statement['bills'][number];

/** A value a test finds by its name; a text (a period) may wrap, an amount does not. */
const marked = (testId: string, text: string, wraps = false) => (
  <span data-testid={testId} className={wraps ? 'booking-panel__text' : undefined}>
    {text}
  </span>
);

/** Whether the payment is for an extension: the bills due now are an extension's. */
export const paysExtension = (s: Statement): boolean => {
  const due = s.bills.filter((bill) => s.due_now.bill_ids.includes(bill.id));
  return due.length > 0 && due.every((bill) => bill.part.kind === 'extension');
};

/**
 * What this payment pays, as the statement has it: the part (the booking or an extension) with
 * its period and total, then each bill due now, n of N with the days it pays for, and its lines
 * (rent, then its discount under its own promotion's name with a minus sign, fees, deposit). The
 * server's amounts, none added up here.
 */
export const usePayingFor = (s: Statement | undefined): Detail[] => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const signed = useSignedMoney();
  if (!s) return [];
  const due = s.bills.filter((bill) => s.due_now.bill_ids.includes(bill.id));
  const partOf = (bill: Bill) => s.parts.find((p) => p.kind === bill.part.kind && p.id === bill.part.id);
  const parts = [...new Set(due.map(partOf))].filter((part) => part !== undefined);
  const dates = (start: string, end: string) => ({
    start: formatDate(start, language),
    end: formatDate(end, language),
  });
  return [
    // An extension is named with its own period and total; a booking's dates are listed above,
    // and its total is said when it is paid in more than one bill.
    ...parts.flatMap((part): Detail[] => [
      ...(part.kind === 'extension'
        ? [
            {
              key: `part-${part.id}`,
              label: t('paying.what'),
              value: marked(
                'paying-part',
                t('paying.extension', dates(part.start_date, part.end_date)),
                true,
              ),
            },
          ]
        : []),
      ...(part.kind === 'extension' || due.some((bill) => partOf(bill) === part && bill.of > 1)
        ? [
            {
              key: `total-${part.kind}-${part.id}`,
              label: t(part.kind === 'extension' ? 'paying.extensionTotal' : 'paying.partTotal'),
              value: marked('paying-part-total', signed(part.total)),
            },
          ]
        : []),
    ]),
    ...due.flatMap((bill): Detail[] => [
      {
        key: `bill-${bill.id}`,
        label: t('paying.bill', { n: bill.n, of: bill.of }),
        value: marked(
          'paying-bill',
          t('paying.billPeriod', dates(bill.period.start_date, bill.period.end_date)),
          true,
        ),
      },
      ...bill.lines.map((line, index) => ({
        key: `bill-${bill.id}-line-${index}`,
        label: line.promotion
          ? t('statement.withPromotion', {
              name: nameIn(line, language),
              promotion: nameIn(line.promotion, language),
            })
          : nameIn(line, language),
        value: marked(`paying-line-${line.kind}`, signed(line.amount)),
      })),
    ]),
  ];
};

/** What is due now, and for a company paying net the tax it keeps back and what it pays. */
export const useDueNow = (s: Statement | undefined): Detail[] => {
  const { t } = useTranslation();
  const signed = useSignedMoney();
  if (!s || s.due_now.withheld === 0) return [];
  return [
    { label: t('paying.gross'), value: marked('paying-gross', signed(s.due_now.amount)) },
    { label: t('paying.withheld'), value: marked('paying-withheld', signed(-s.due_now.withheld)) },
  ];
};
