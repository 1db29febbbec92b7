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
  /** The benchmark's own sandbox gateway, behind both stacks' /api. */
  gateway: 4887,
} as const;


/** The first page after login, and its heading. */
export const HOME = { path: '/home', heading: 'Home' } as const;

/** Who a session signs in as (sandbox-gateway/README.md): Toko Ku, LIVE, every permission. */
export const OWNER = { email: 'owner@tokoku.test', password: 'Sandbox-2026', business: 'Toko Ku' } as const;

export type SwitchKind = 'cold' | 'warm' | 'visit';

/**
 * How a step reaches its page, as a merchant would: a sidebar link (by its exact accessible name),
 * the header's notification bell, or the account menu's business switch (which lands on /home).
 */
export type Way =
  | { via: 'sidebar'; link: string }
  | { via: 'bell' }
  /** The account button (whose name holds the current business) → the other business. */
  | { via: 'business switch'; from: string; to: string };

export interface RouteSwitch {
  remote: string;
  way: Way;
  /** Where it leads. */
  href: string;
  /** The h1 of the page it opens. */
  heading: string;
  /**
   * The page's content, where it has a list: a selector of an element with text in its first row.
   * Its paint stops a second clock (issue 17: the card payments' first page of rows).
   */
  content?: string;
  /**
   * cold: into a remote not loaded yet; warm: into one already loaded (both timed, through a
   * sidebar link); visit: neither, only so that the session sees every remote (not timed).
   */
  kind: SwitchKind;
}

const sidebar = (link: string) => ({ via: 'sidebar', link }) as const;

/** The link to the first payment of the list (its external id): the first page of rows is there. */
const CARD_ROWS = 'table tbody tr a[href^="/credit_cards/payment/"]';

/**
 * The steps of one session, after a cold load of /home (which loads home, and notifications for
 * the header's bell). The owner's Toko Ku is LIVE, so its menu has no Activation: the session
 * reaches the notification centre from the bell, then switches to Toko Ku Express (TIER_1, where
 * the owner administers and sees Activation) and opens Activation, so that it has visited all five
 * remotes.
 */
export const ROUTE_SWITCHES: readonly RouteSwitch[] = [
  { remote: 'cards', way: sidebar('Card payments'), href: '/credit_cards/payments', heading: 'Card payments', content: CARD_ROWS, kind: 'cold' },
  { remote: 'settings', way: sidebar('Settings'), href: '/settings', heading: 'Settings', kind: 'cold' },
  { remote: 'home', way: sidebar('Home'), href: '/home', heading: 'Home', kind: 'warm' },
  { remote: 'cards', way: sidebar('Card payments'), href: '/credit_cards/payments', heading: 'Card payments', content: CARD_ROWS, kind: 'warm' },
  { remote: 'settings', way: sidebar('Settings'), href: '/settings', heading: 'Settings', kind: 'warm' },
  { remote: 'notifications', way: { via: 'bell' }, href: '/notification-center', heading: 'Notification centre', kind: 'visit' },
  { remote: 'home', way: { via: 'business switch', from: OWNER.business, to: 'Toko Ku Express' }, href: '/home', heading: 'Home', kind: 'visit' },
  { remote: 'activation', way: sidebar('Activation'), href: '/activation', heading: 'Activation', kind: 'visit' },
];
