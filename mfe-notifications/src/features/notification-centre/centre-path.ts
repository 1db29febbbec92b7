/** The notification centre's route (spec 02 §2), owned by this remote (REMOTE_AREAS). */
export const CENTRE_PATH = '/notification-center';
