import type { ReactRemoteModule } from 'shared-contracts';
import { en } from './translations/en';

// What this remote renders (issue 45, docs/decisions/0071-sending-money.md). The shell routes and builds
// the menu from declaration.json before any of this code loads (docs/decisions/0019-remote-declarations.md):
// a route added here goes there too. The menu entries are the spec's (Send payments › Disbursements, Batch
// disbursements, Payouts; the second brand's Batch remittances and Remittance payouts) with their gates; the old path batch-disbursements is the shell's redirect (spec 01 §2).
const remote: ReactRemoteModule = {
  name: 'sending-money',
  contracts: '^3.1.0',
  mount: 'react',
  routes: [
    { path: '/disbursements/*', page: () => import('./features/disbursements/DisbursementsRoutes') },
    { path: '/batch_disbursements/*', page: () => import('./features/batches/BatchesRoutes') },
    { path: '/payouts/*', page: () => import('./features/payouts/PayoutsRoutes') },
    // The second brand's places for the same pages (spec 02 §2).
    { path: '/batch-remittances/*', page: () => import('./features/batches/BatchesRoutes').then((module) => ({ default: module.RemittanceBatchesRoutes })) },
    { path: '/remittance-payouts/*', page: () => import('./features/payouts/PayoutsRoutes').then((module) => ({ default: module.RemittancePayoutsRoutes })) },
  ],
  // English ships with the module; Indonesian is a chunk of its own, fetched when it is shown (decision 0083).
  translations: { en, id: {} },
  loadTranslations: () => import(/* webpackChunkName: "texts-id", webpackMode: "lazy" */ './translations/id').then((texts) => texts.id),
};

export default remote;
