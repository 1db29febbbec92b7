/**
 * Links between areas by name (contracts 3.0.0, docs/decisions/0045-contracts-3.md), after Backstage's
 * route refs: a remote links to a page by its route key, never by a path another remote or the shell
 * owns, and the shell resolves the key from the deployed remotes' declarations. A key names a menu
 * entry (`credit-card-payments`), a page a declaration lists (`settings.developers`) or one of the
 * shell's own pages. A remote lists the keys of other areas it links to in its declaration's
 * `links`; its unit test fails on any other.
 */
export type RouteKey = string;

export interface RouteLinkOptions {
  /** A section of the page, one of the anchors its declaration lists (`callbacks`), without the '#'. */
  anchor?: string;
  /** Values for the page's `:name` path segments (`/credit_cards/payment/:id`). */
  params?: Readonly<Record<string, string>>;
  /** Query parameters to add (`?status=PENDING`). */
  query?: Readonly<Record<string, string>>;
}

/**
 * Where a route key leads for the signed-in user. The answers read the session's observable facts,
 * so a component observing them (mobx-react-lite's `observer`) renders again when they change.
 */
export interface RouteRefs {
  /**
   * Whether the user may open the page: undefined while the facts it depends on load (render
   * nothing yet), false for a key no deployed remote serves, a page the user may not open, or an
   * unknown key (reported to the shell's error reporting).
   */
  isVisible(key: RouteKey): boolean | undefined;
  /** The page's same-origin href (path, query and #anchor), or undefined whenever `isVisible` is not true. */
  href(key: RouteKey, options?: RouteLinkOptions): string | undefined;
}
