import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
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

/**
 * On a phone the section nav is a row that scrolls sideways: the current section is brought into the
 * row's view (centred where it can be), so a longer language's tabs never hide the one the page is on.
 */
function useCurrentInView(current: string) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const activeBox = active.getBoundingClientRect();
    row.scrollLeft += activeBox.left - rowBox.left - (rowBox.width - activeBox.width) / 2;
  }, [current]);
  return list;
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
  const list = useCurrentInView(current);
  return (
    <nav aria-label={label} className="mdp-section-nav">
      <ul ref={list}>
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
