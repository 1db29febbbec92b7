/** The notification centre's page (spec 02 §2), by the route key this remote declares (declaration.json `pages`). */
export const CENTRE_ROUTE = 'notifications.centre';
