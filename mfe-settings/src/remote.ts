import type { ReactRemoteModule } from 'shared-contracts';
import { en, id } from './translations';

const remote: ReactRemoteModule = {
  name: 'settings',
  contracts: '^2.0.0',
  mount: 'react',
  routes: [{ path: '/settings/*', page: () => import('./features/settings/pages/SettingsArea') }],
  translations: { en, id },
};

export default remote;
