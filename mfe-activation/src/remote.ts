import type { ParcelRemoteModule } from 'shared-contracts';
import { en, id } from './translations';

/** Activation is mounted as a single-spa parcel: its own React root, HostApi as props. */
const remote: ParcelRemoteModule = {
  name: 'activation',
  contracts: '^3.0.0',
  mount: 'parcel',
  routes: [
    { path: '/activation' },
    { path: '/activation/*' },
    { path: '/activation-ph-individual' },
    { path: '/get-started' },
  ],
  lifecycles: () => import('./parcel/lifecycles').then((module) => module.default),
  translations: { en, id },
};

export default remote;
