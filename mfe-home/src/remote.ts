import type { ReactRemoteModule } from 'shared-contracts';
import { en } from './translations/en';

const remote: ReactRemoteModule = {
  name: 'home',
  contracts: '^3.1.0',
  mount: 'react',
  routes: [{ path: '/home', page: () => import('./features/home/pages/HomePage') }],
  // English ships with the module; Indonesian is a chunk of its own, fetched when it is shown (decision 0083).
  translations: { en, id: {} },
  loadTranslations: () => import(/* webpackChunkName: "texts-id", webpackMode: "lazy" */ './translations/id').then((texts) => texts.id),
};

export default remote;
