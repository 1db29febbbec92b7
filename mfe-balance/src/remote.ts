import type { ReactRemoteModule } from 'shared-contracts';
import { en } from './translations/en';

// What this remote renders (issue 40, docs/money-pages.md). The shell routes and builds the menu from
// declaration.json before any of this code loads (docs/decisions/0019-remote-declarations.md): a
// route added here goes there too. The menu entries are the spec's (balance, transactions, cash,
// pending, all accounts), with its gates; this remote renders their pages.
const remote: ReactRemoteModule = {
  name: 'balance',
  contracts: '^3.1.0',
  mount: 'react',
  routes: [
    { path: '/balance', page: () => import('./features/balance/pages/BalancePage') },
    { path: '/transactions-new/*', page: () => import('./features/transactions/TransactionsRoutes') },
    { path: '/cash', page: () => import('./features/balance/pages/CashPage') },
    { path: '/pending', page: () => import('./features/balance/pages/PendingPage') },
    { path: '/all-accounts', page: () => import('./features/balance/pages/AllAccountsPage') },
  ],
  // English ships with the module; Indonesian is a chunk of its own, fetched when it is shown (decision 0083).
  translations: { en, id: {} },
  loadTranslations: () => import(/* webpackChunkName: "texts-id", webpackMode: "lazy" */ './translations/id').then((texts) => texts.id),
};

export default remote;
