/**
 * Which remote owns which route prefixes. The shell needs this before any remote is loaded: it
 * decides what to fetch from the URL alone, so remotes off the current route are never fetched.
 * Each remote declares the same prefixes in its `RemoteModule.routes`; the shell checks they agree.
 */
export interface RemoteArea {
  remote: string;
  /** react-router paths, `*` for nested routes the remote owns. */
  paths: readonly string[];
}

export const REMOTE_AREAS: readonly RemoteArea[] = [
  { remote: 'home', paths: ['/home'] },
  {
    remote: 'activation',
    paths: ['/activation', '/activation/*', '/activation-ph-individual', '/get-started'],
  },
  { remote: 'cards', paths: ['/credit_cards/*'] },
  { remote: 'settings', paths: ['/settings/*'] },
  { remote: 'notifications', paths: ['/notification-center'] },
];

/** The widget slots the shell renders and the remote that fills each. */
export const SLOT_OWNERS = {
  'header.notificationBell': 'notifications',
} as const;

function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return pathname === base || pathname.startsWith(`${base}/`);
  }
  return pathname === pattern || pathname === `${pattern}/`;
}

/** The remote whose area a path belongs to, or undefined for the shell's own pages. */
export function remoteForPath(pathname: string): string | undefined {
  return REMOTE_AREAS.find((area) => area.paths.some((p) => matches(p, pathname)))?.remote;
}
