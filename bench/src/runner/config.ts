// What the benchmark measures and where (docs/performance.md).
import catalogue from 'platform-tools/catalogue' with { type: 'json' };

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

/** The first of the benchmark's own ports, away from `pnpm start` and the e2e suite (4800-4810). */
export const FIRST_BENCH_PORT = 4880;

/**
 * The benchmark's own ports, one each from FIRST_BENCH_PORT upward: the shell, each remote in the
 * catalogue's order, the monolith, then the benchmark's own sandbox gateway (behind both stacks'
 * /api). A remote added to the catalogue gets one with no edit here (docs/decisions/0050-one-catalogue.md).
 */
export function benchPorts(remotes: readonly { name: string }[]): Record<string, number> {
  const names = ['shell', ...remotes.map((remote) => remote.name), 'monolith', 'gateway'];
  return Object.fromEntries(names.map((name, index) => [name, FIRST_BENCH_PORT + index]));
}

/** The ports for this repository's catalogue. */
export const BENCH_PORTS = benchPorts(catalogue.remotes);


/** The first page after login, and its heading. */
export const HOME = { path: '/home', heading: 'Home' } as const;

/** Who a session signs in as (sandbox-gateway/README.md): Toko Ku, LIVE, every permission. */
export const OWNER = { email: 'owner@tokoku.test', password: 'Sandbox-2026', business: 'Toko Ku' } as const;

/**
 * A network profile, applied through CDP `Network.emulateNetworkConditions` on top of the CPU
 * throttling (docs/performance.md). Chromium applies it per request: each request waits `rttMs`
 * before its response starts, and the bodies share the throughput. The page's `navigator.connection`
 * follows the numbers: `rtt` and `downlink` (rounded by Chromium), and `effectiveType`, which is
 * '4g' on both profiles (measured: mobile rtt 150, downlink 1.55; fast4g 50 and 8.25).
 */
export interface NetworkProfile {
  name: 'fast4g' | 'mobile';
  /** What the profile stands for, for the report. */
  label: string;
  rttMs: number;
  downKbps: number;
  upKbps: number;
}

/**
 * Issue 22: a throttled mobile connection (150 ms round trip, 1.6 Mbps down, 750 kbps up: a
 * mid-range phone on a busy cell) and a good 4G connection (60 ms, 9 Mbps down, 1.5 Mbps up).
 * The throttled profile carries the LCP budget; both run only the cold load of /home and the cold
 * switches (the rest of a session would add minutes and no new fact).
 */
export const NETWORK_PROFILES: readonly NetworkProfile[] = [
  { name: 'fast4g', label: 'fast 4G: 60 ms RTT, 9 Mbps down, 1.5 Mbps up', rttMs: 60, downKbps: 9000, upKbps: 1500 },
  { name: 'mobile', label: 'throttled mobile: 150 ms RTT, 1.6 Mbps down, 750 kbps up', rttMs: 150, downKbps: 1600, upKbps: 750 },
];

/** The profile whose LCP ratio is budgeted (issue 22). */
export const BUDGETED_PROFILE: NetworkProfile['name'] = 'mobile';

/** CDP's throughputs are bytes per second. */
export function emulatedConditions(profile: NetworkProfile) {
  return {
    offline: false,
    latency: profile.rttMs,
    downloadThroughput: (profile.downKbps * 1000) / 8,
    uploadThroughput: (profile.upKbps * 1000) / 8,
  };
}

/**
 * cold: into a remote not loaded yet; warm: into one already loaded (both timed, through a
 * sidebar link, and the route-switch figures); page: a real page opened the way a merchant opens
 * it, timed for its own figure (`pageMs`); visit: only so that the session sees every remote (not
 * timed).
 */
export type SwitchKind = 'cold' | 'warm' | 'page' | 'visit';

/** The real pages issue 22 asks to cover, each with a timed figure per stack (`pageMs`). */
export type PageName =
  | 'home'
  | 'cardPaymentsList'
  | 'paymentDetail'
  | 'settingsDevelopers'
  | 'balance'
  | 'paymentLinks'
  | 'invoices'
  | 'disbursements'
  | 'activationStep1'
  | 'notificationDropdown';

/**
 * How a step reaches its page, as a merchant would: a sidebar link (by its exact accessible name),
 * a link in the page's main landmark (by its href), the first element a selector matches in the
 * main landmark (a list's first row), the header's notification bell (which opens its dropdown),
 * the dropdown's See all, or the account menu's business switch (which lands on /home).
 */
export type Way =
  | { via: 'sidebar'; link: string }
  | { via: 'main link'; href: string }
  | { via: 'first match'; selector: string }
  | { via: 'bell' }
  | { via: 'see all' }
  /** The account button (whose name holds the current business) → the other business. */
  | { via: 'business switch'; from: string; to: string };

export interface RouteSwitch {
  remote: string;
  way: Way;
  /** Where it leads (the path, without a hash). */
  href: string;
  /** The h1 of the page it opens; none for the bell's dropdown, which opens no page. */
  heading?: string;
  /**
   * The page's content: a selector of the first element that shows it (a list's first row, the
   * payment's facts, the dropdown's first notification). Its paint stops a second clock (issue 17:
   * the card payments' first page of rows).
   */
  content?: string;
  kind: SwitchKind;
  /** The page figure this step times (`pageMs`): the content's clock where there is one, else the heading's. */
  page?: PageName;
}

const sidebar = (link: string) => ({ via: 'sidebar', link }) as const;

/** The link to the first payment of the list (its external id): the first page of rows is there. */
const CARD_ROWS = 'table tbody tr a[href^="/credit_cards/payment/"]';

/**
 * A shared-ui DataTable's answer: its first row of data (not a loading skeleton's), or its empty or
 * error state (a merchant with no rows yet has seen the page's answer too).
 */
const TABLE_ANSWER = 'main .mdp-data-table tbody tr:not(.mdp-row-skeleton), main .mdp-data-table .mdp-state';

/** The business the session switches to for Activation: AWAITING_DOCS, nothing saved, so its form opens at step 1. */
export const ACTIVATION_BUSINESS = 'Toko Ku Baru';

/** The owner's business in invoice mode (no payment_links flag), where the menu has Invoices (issue 44). */
export const INVOICES_BUSINESS = 'Toko Ku Express';

/**
 * The steps of one session, after a cold load of /home (which loads home, and notifications for
 * the header's bell). The owner's Toko Ku is LIVE, so its menu has no Activation: the session
 * opens the bell's dropdown and the notification centre, then switches to Toko Ku Express (invoice
 * mode) and opens Invoices, then to Toko Ku Baru (AWAITING_DOCS, where the owner administers and sees
 * Activation at step 1) and opens Activation, so that it has visited every remote (the money pages'
 * balance and the payment links on the way).
 */
export const ROUTE_SWITCHES: readonly RouteSwitch[] = [
  { remote: 'cards', way: sidebar('Card payments'), href: '/credit_cards/payments', heading: 'Card payments', content: CARD_ROWS, kind: 'cold', page: 'cardPaymentsList' },
  { remote: 'settings', way: sidebar('Settings'), href: '/settings', heading: 'Settings', kind: 'cold' },
  { remote: 'home', way: sidebar('Home'), href: '/home', heading: 'Home', kind: 'warm', page: 'home' },
  { remote: 'cards', way: sidebar('Card payments'), href: '/credit_cards/payments', heading: 'Card payments', content: CARD_ROWS, kind: 'warm' },
  // The list's first payment: its facts (the first key-value list) painted with its data.
  { remote: 'cards', way: { via: 'first match', selector: CARD_ROWS }, href: '/credit_cards/payment/', heading: 'Card payment', content: 'main dl', kind: 'page', page: 'paymentDetail' },
  { remote: 'settings', way: sidebar('Settings'), href: '/settings', heading: 'Settings', kind: 'warm' },
  // The landing's Developers card: the page, then its API keys section's answer (the list, or its empty state).
  {
    remote: 'settings',
    way: { via: 'main link', href: '/settings/developers#api-keys' },
    href: '/settings/developers',
    heading: 'Developers',
    content: '#api-keys .mdp-settings-list, #api-keys .mdp-state',
    kind: 'page',
    page: 'settingsDevelopers',
  },
  // Into the money pages' remote (issue 40): until the balance's first figure is painted with its data.
  { remote: 'balance', way: sidebar('Balance'), href: '/balance', heading: 'Balance', content: 'main .mdp-balance-figure', kind: 'page', page: 'balance' },
  // Into the getting-paid remote (issue 44), not loaded yet: Toko Ku is in payment-link mode, so its
  // menu has Payment links; until the list's first row (or its empty state) is painted (issue 46).
  { remote: 'getting-paid', way: sidebar('Payment links'), href: '/payment-links', heading: 'Payment links', content: TABLE_ANSWER, kind: 'page', page: 'paymentLinks' },
  // Into the sending-money remote (issue 45), not loaded yet: until its list's answer is painted (issue 46).
  { remote: 'sending-money', way: sidebar('Disbursements'), href: '/disbursements', heading: 'Disbursements', content: TABLE_ANSWER, kind: 'page', page: 'disbursements' },
  // The bell opens its dropdown in the header (no page): until its first notification is painted.
  { remote: 'notifications', way: { via: 'bell' }, href: '', content: 'header article', kind: 'page', page: 'notificationDropdown' },
  { remote: 'notifications', way: { via: 'see all' }, href: '/notification-center', heading: 'Notification centre', kind: 'visit' },
  // Into a business in invoice mode, whose menu has Invoices (issue 44): the list until its first row (or its empty state).
  { remote: 'home', way: { via: 'business switch', from: OWNER.business, to: INVOICES_BUSINESS }, href: '/home', heading: 'Home', kind: 'visit' },
  { remote: 'getting-paid', way: sidebar('Invoices'), href: '/invoices', heading: 'Invoices', content: TABLE_ANSWER, kind: 'page', page: 'invoices' },
  { remote: 'home', way: { via: 'business switch', from: INVOICES_BUSINESS, to: ACTIVATION_BUSINESS }, href: '/home', heading: 'Home', kind: 'visit' },
  // Into the activation parcel, not loaded yet: until step 1's form shows its first field.
  { remote: 'activation', way: sidebar('Activation'), href: '/activation', heading: 'Activation', content: 'form.activation-form .mdp-field', kind: 'page', page: 'activationStep1' },
];

/** Every page the session times (`pageMs`), in the session's order: each has a budget (issue 46). */
export const PAGE_NAMES: readonly PageName[] = ROUTE_SWITCHES.flatMap((step) => (step.page ? [step.page] : []));

/**
 * The steps the round's first extra cold load of /home takes after it, before its second visits of
 * Toko Ku's /home: the session's own, in its order, up to its last warm switch (cold into card
 * payments and settings, warm into home and card payments, the payment's page, warm into
 * settings), before the session's business switches. The round's other extra loads take every
 * step of the session, so that each round times every cold and warm switch three times and every
 * page twice or more, under the same conditions.
 */
export const EXTRA_LOAD_STEPS: readonly RouteSwitch[] = ROUTE_SWITCHES.slice(0, ROUTE_SWITCHES.findLastIndex((step) => step.kind === 'warm') + 1);
