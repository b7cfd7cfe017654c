import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
  /** Where two items share a label (the lines of two bills). */
  key?: string;
}

/**
 * Label and value pairs (a description list), two columns wide enough, one on phones.
 */
export const DetailsList = ({ items, label }: { items: readonly Detail[]; label?: string }) => (
  <dl className="details" aria-label={label}>
    {items.map((item) => (
      <div key={item.key ?? item.label} className="details__item">
        <dt>{item.label}</dt>
        <dd>{item.value}</dd>
      </div>
    ))}
  </dl>
);
