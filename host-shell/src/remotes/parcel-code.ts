/**
 * The shell's code for a parcel remote's page (parcel-page.tsx, with single-spa): loaded beside the
 * remote's own code when a parcel page is about to open (federation/remote-loader.ts `loadPath`,
 * lazy-remote.tsx), never with the dashboard's start.
 */
export const parcelPageCode = () => import(/* webpackChunkName: "parcel" */ './parcel-page');
