import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteKey, RouteLinkOptions } from 'shared-contracts';
import { RouteLink } from 'shared-contracts/react';

/** A page of the dashboard by route key (the shell resolves it), or a page elsewhere. */
export type HomeTarget = ({ kind: 'route'; route: RouteKey } & Pick<RouteLinkOptions, 'anchor'>) | { kind: 'external'; href: string };

export interface HomeLinkProps {
  target: HomeTarget;
  className?: string;
  /** Styles the link as shared-ui's button of that variant (with className "mdp-button"). */
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}

/**
 * A real link: dashboard pages by route key, through the shell's router (a modified click opens a
 * tab as any link does), and nothing at all when the shell gives no link for the key; external
 * pages open in a new tab without access to this one, and say so to screen readers.
 */
export function HomeLink({ target, className, variant, children }: HomeLinkProps) {
  const { t } = useTranslation('home');
  if (target.kind === 'external') {
    return (
      <a className={className} data-variant={variant} href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="mdp-home-visually-hidden"> {t('opensNewTab')}</span>
      </a>
    );
  }
  return (
    <RouteLink route={target.route} anchor={target.anchor} className={className} variant={variant}>
      {children}
    </RouteLink>
  );
}
