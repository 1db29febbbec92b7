import type { ReactRemoteModule } from 'shared-contracts';
import { en, id } from './translations/index';

const remote: ReactRemoteModule = {
  name: 'cards',
  contracts: '^3.0.0',
  mount: 'react',
  routes: [
    {
      path: '/credit_cards/*',
      page: () => import('./features/cards/pages/CardsRoutes'),
    },
  ],
  translations: { en, id },
};

export default remote;
