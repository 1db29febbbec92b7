import type { ReactRemoteModule } from 'shared-contracts';
import { en, id } from './translations/index';

// What this remote renders (issue 44, docs/decisions/0069-getting-paid.md). The shell routes and builds
// the menu from declaration.json before any of this code loads (docs/decisions/0019-remote-declarations.md):
// a route added here goes there too. The menu entries are the spec's (invoices, on-demand, recurring,
// payment links, QR codes) with their gates; this remote renders their pages.
const invoices = () => import('./features/invoices/InvoicesRoutes');
const other = () => import('./features/other/AreaPages');

const remote: ReactRemoteModule = {
  name: 'getting-paid',
  contracts: '^3.0.0',
  mount: 'react',
  routes: [
    { path: '/invoices/*', page: () => invoices().then((module) => ({ default: module.InvoicesRoutes })) },
    { path: '/invoice/*', page: () => invoices().then((module) => ({ default: module.InvoiceRoutes })) },
    { path: '/payment-links/*', page: () => import('./features/links/LinksRoutes') },
    { path: '/on-demand', page: () => other().then((module) => ({ default: module.OnDemandPage })) },
    { path: '/recurring', page: () => other().then((module) => ({ default: module.RecurringPage })) },
    { path: '/payment-recurring', page: () => other().then((module) => ({ default: module.RecurringPage })) },
    { path: '/recurring-new', page: () => other().then((module) => ({ default: module.RecurringPage })) },
    { path: '/qr-codes', page: () => other().then((module) => ({ default: module.QrCodesPage })) },
  ],
  translations: { en, id },
};

export default remote;
