import type { ComponentType, ReactNode } from 'react';
import './data.css';

/** A link component: a router's Link adapter, or a plain <a> by default. */
export type LinkLike = ComponentType<{ href: string; className?: string; children: ReactNode; 'aria-current'?: 'page' }>;

const PlainLink: LinkLike = ({ href, className, children, ...rest }) => (
  <a href={href} className={className} {...rest}>
    {children}
  </a>
);

export interface NavigationItem {
  href: string;
  title: string;
  description?: string;
}

/** The settings landing page (spec 02 §2): one card per section, each a link. */
export function AnchorCards({ items, label, link: Link = PlainLink }: { items: readonly NavigationItem[]; label: string; link?: LinkLike }) {
  return (
    <nav aria-label={label}>
      <ul className="mdp-anchor-cards">
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="mdp-anchor-card">
              <strong>{item.title}</strong>
              {item.description ? <span>{item.description}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The secondary navigation beside a settings page; the current section has aria-current="page". */
export function SectionNav({
  items,
  current,
  label,
  link: Link = PlainLink,
}: {
  items: readonly NavigationItem[];
  current: string;
  label: string;
  link?: LinkLike;
}) {
  return (
    <nav aria-label={label} className="mdp-section-nav">
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={item.href === current ? 'page' : undefined}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
