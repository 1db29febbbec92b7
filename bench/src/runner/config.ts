// What the benchmark measures and where (docs/performance.md).

/** Each stack is measured at least this many times (issue 5); figures are medians. */
export const MIN_REPEATS = 5;

/** Sessions per stack unless `--repeats` says otherwise: a few more than the minimum steady the medians on a shared machine. */
export const DEFAULT_REPEATS = 7;

/**
 * Cold loads of /home per stack and round besides the session's own: paint timings under CPU
 * throttling vary by ±200 ms from load to load, so FCP and LCP get three samples per round.
 */
export const EXTRA_LOADS_PER_ROUND = 2;

/** CDP `Emulation.setCPUThrottlingRate`: a mid-range phone on a laptop's core. */
export const CPU_THROTTLING_RATE = 4;

/** The benchmark's own ports, away from `pnpm start` and the e2e suite (4800-4810). */
export const BENCH_PORTS = {
  shell: 4880,
  home: 4881,
  activation: 4882,
  cards: 4883,
  settings: 4884,
  notifications: 4885,
  monolith: 4886,
} as const;

export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** The first page after login, and its heading. */
export const HOME = { path: '/home', heading: 'Home' } as const;

export type SwitchKind = 'cold' | 'warm' | 'visit';

export interface RouteSwitch {
  remote: string;
  /** The sidebar link's accessible name, and where it leads. */
  link: string;
  href: string;
  /** The h1 of the page it opens. */
  heading: string;
  /** cold: the remote was not loaded yet; warm: it was; visit: neither (not timed into a figure). */
  kind: SwitchKind;
}

/**
 * The sidebar clicks of one session, after a cold load of /home (which loads home, and
 * notifications for the header's bell). Ends in the notification centre, so the session has
 * visited all five remotes.
 */
export const ROUTE_SWITCHES: readonly RouteSwitch[] = [
  { remote: 'cards', link: 'Card payments', href: '/credit_cards/payments', heading: 'Card payments', kind: 'cold' },
  { remote: 'settings', link: 'Settings', href: '/settings', heading: 'Settings', kind: 'cold' },
  { remote: 'activation', link: 'Activation', href: '/activation', heading: 'Activation', kind: 'cold' },
  { remote: 'home', link: 'Home', href: '/home', heading: 'Home', kind: 'warm' },
  { remote: 'cards', link: 'Card payments', href: '/credit_cards/payments', heading: 'Card payments', kind: 'warm' },
  { remote: 'settings', link: 'Settings', href: '/settings', heading: 'Settings', kind: 'warm' },
  { remote: 'activation', link: 'Activation', href: '/activation', heading: 'Activation', kind: 'warm' },
  { remote: 'notifications', link: 'Notification centre', href: '/notification-center', heading: 'Notification centre', kind: 'visit' },
];
