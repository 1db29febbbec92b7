import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ACTOR_MAX,
  ACTIVITY_PAGE_SIZE,
  type ActivityAction,
  type ActivityLogQuery,
} from 'shared-contracts/areas/settings/activity-log';

/**
 * What the activity log shows, kept in the address so a link or a reload shows the same view.
 * Anything in the address that is not a known value is ignored, never sent to the gateway.
 */
export interface ActivityFilters {
  page: number;
  action?: ActivityAction;
  actor?: string;
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function activityFiltersFromSearch(params: URLSearchParams): ActivityFilters {
  const page = Number(params.get('page'));
  const action = params.get('action');
  const actor = params.get('actor')?.trim();
  const from = params.get('from');
  const to = params.get('to');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    ...(action && (ACTIVITY_ACTIONS as readonly string[]).includes(action) ? { action: action as ActivityAction } : {}),
    ...(actor && actor.length <= ACTIVITY_ACTOR_MAX ? { actor } : {}),
    ...(from && to && DAY.test(from) && DAY.test(to) && from <= to ? { from, to } : {}),
  };
}

/** The address of a view: only what is set, in a fixed order. */
export function searchOfActivityFilters(filters: ActivityFilters): URLSearchParams {
  const params = new URLSearchParams();
  const entries: [string, string | undefined][] = [
    ['action', filters.action],
    ['actor', filters.actor],
    ['from', filters.from],
    ['to', filters.to],
    ['page', filters.page > 1 ? String(filters.page) : undefined],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  return params;
}

export const isActivityFiltered = (filters: ActivityFilters): boolean =>
  Boolean(filters.action || filters.actor || filters.from || filters.to);

export function activityQuery(filters: ActivityFilters): ActivityLogQuery {
  return { ...filters, limit: ACTIVITY_PAGE_SIZE };
}
