import type { ReactNode } from 'react';
import './data.css';

export interface KeyValueItem {
  key: string;
  term: ReactNode;
  value: ReactNode;
}

/** Labelled values (business details, a transaction's fields) as a description list. */
export function KeyValueList({ items, columns = 1 }: { items: readonly KeyValueItem[]; columns?: 1 | 2 }) {
  return (
    <dl className="mdp-key-values" data-columns={columns}>
      {items.map((item) => (
        <div key={item.key}>
          <dt>{item.term}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
