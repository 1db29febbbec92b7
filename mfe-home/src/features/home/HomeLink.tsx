import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';

const withModifier = (event: MouseEvent) => event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

export type HomeTarget = { kind: 'in-app'; path: string } | { kind: 'external'; href: string };

export interface HomeLinkProps {
  target: HomeTarget;
  hostApi: HostApi;
  className?: string;
  /** Styles the link as shared-ui's button of that variant (with className "mdp-button"). */
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}

/**
 * A real link: in-app paths go through the shell's router (a modified click opens a tab as any link
 * does); external pages open in a new tab without access to this one, and say so to screen readers.
 */
export function HomeLink({ target, hostApi, className, variant, children }: HomeLinkProps) {
  const { t } = useTranslation('home');
  if (target.kind === 'external') {
    return (
      <a className={className} data-variant={variant} href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="mdp-home-visually-hidden"> {t('opensNewTab')}</span>
      </a>
    );
  }
  const onClick = (event: MouseEvent) => {
    if (withModifier(event)) return;
    event.preventDefault();
    hostApi.navigate(target.path);
  };
  return (
    <a className={className} data-variant={variant} href={target.path} onClick={onClick}>
      {children}
    </a>
  );
}
