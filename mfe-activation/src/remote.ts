import type { ParcelRemoteModule } from 'shared-contracts';
import { en } from './translations/en';

/** Activation is mounted as a single-spa parcel: its own React root, HostApi as props. */
const remote: ParcelRemoteModule = {
  name: 'activation',
  contracts: '^3.1.0',
  mount: 'parcel',
  routes: [
    { path: '/activation' },
    { path: '/activation/*' },
    { path: '/activation-ph-individual' },
    { path: '/get-started' },
  ],
  lifecycles: () => import('./parcel/lifecycles').then((module) => module.default),
  // English ships with the module; Indonesian is a chunk of its own, fetched when it is shown (decision 0083).
  translations: { en, id: {} },
  loadTranslations: () => import(/* webpackChunkName: "texts-id", webpackMode: "lazy" */ './translations/id').then((texts) => texts.id),
};

export default remote;
