/** The notification centre's route (spec 02 §2), owned by this remote (its declaration.json). */
export const CENTRE_PATH = '/notification-center';
