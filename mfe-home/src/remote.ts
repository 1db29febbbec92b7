import type { ReactRemoteModule } from 'shared-contracts';
import { en, id } from './translations';

const remote: ReactRemoteModule = {
  name: 'home',
  contracts: '^3.0.0',
  mount: 'react',
  routes: [{ path: '/home', page: () => import('./features/home/pages/HomePage') }],
  translations: { en, id },
};

export default remote;
