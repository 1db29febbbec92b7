import type { MouseEvent, ReactNode } from 'react';
import type { RouteKey, RouteLinkOptions } from '../contract/route-refs';
import { useHostApi } from './host-api-context';

const withModifier = (event: MouseEvent) => event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

export interface RouteLinkProps extends RouteLinkOptions {
  /** The page by its route key; the shell resolves it (contracts 3.0.0 route refs). */
  route: RouteKey;
  className?: string;
  /** Styles the link as shared-ui's button of that variant (with className "mdp-button"). */
  variant?: 'primary' | 'secondary';
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A real link to a page of the dashboard by route key, through the shell's router (a modified click
 * opens a tab as any link does), and nothing at all when the shell gives no link for the key: a page
 * the user may not open, or that no deployed remote serves, is never linked to. Read inside an
 * `observer` component, so it appears once the facts it depends on are known.
 */
export function RouteLink({ route, className, variant, children, 'aria-label': label, ...options }: RouteLinkProps) {
  const hostApi = useHostApi();
  const href = hostApi.routes.href(route, options);
  if (href === undefined) return null;
  const onClick = (event: MouseEvent) => {
    if (withModifier(event)) return;
    event.preventDefault();
    hostApi.navigate(href);
  };
  return (
    <a className={className} data-variant={variant} href={href} onClick={onClick} aria-label={label}>
      {children}
    </a>
  );
}
