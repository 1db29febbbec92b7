import type { ParcelRemoteModule } from 'shared-contracts';
import { en, id } from './translations';

/** Activation is mounted as a single-spa parcel: its own React root, HostApi as props. */
const remote: ParcelRemoteModule = {
  name: 'activation',
  contracts: '^1.3.0',
  mount: 'parcel',
  routes: [
    { path: '/activation', menuKey: 'activation' },
    { path: '/activation/*', menuKey: 'activation' },
    { path: '/activation-ph-individual', menuKey: 'activation' },
    { path: '/get-started', menuKey: 'get-started' },
  ],
  lifecycles: () => import('./parcel/lifecycles').then((module) => module.default),
  translations: { en, id },
};

export default remote;
