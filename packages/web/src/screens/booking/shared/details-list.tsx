import { keepWholeIn } from '@self-storage/locales/whole-words';
import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

/**
 * Label and value pairs (a description list), two columns wide enough, one on phones. Texts from
 * the server (fee and branch names) keep Thai loanwords whole too.
 */
export const DetailsList = ({ items, label }: { items: readonly Detail[]; label?: string }) => (
  <dl className="details" aria-label={label}>
    {items.map((item) => (
      <div key={item.label} className="details__item">
        <dt>{keepWholeIn(item.label)}</dt>
        <dd>{typeof item.value === 'string' ? keepWholeIn(item.value) : item.value}</dd>
      </div>
    ))}
  </dl>
);
