import type { ReactRemoteModule } from 'shared-contracts';
import { en } from './translations/en';

// What this remote renders (issue 44, docs/decisions/0069-getting-paid.md). The shell routes and builds
// the menu from declaration.json before any of this code loads (docs/decisions/0019-remote-declarations.md):
// a route added here goes there too. It declares the spec's places it really serves: invoices, payment
// links, QR codes, on-demand links, the checkout customisation (decision 0079) and recurring plans
// (decision 0082: /recurring, /recurring-new and /payment-recurring, which the shell's menu gates).
const invoices = () => import('./features/invoices/InvoicesRoutes');
const other = () => import('./features/other/AreaPages');
const recurring = () => import('./features/recurring/RecurringRoutes');

const remote: ReactRemoteModule = {
  name: 'getting-paid',
  contracts: '^3.1.0',
  mount: 'react',
  routes: [
    { path: '/invoices/*', page: () => invoices().then((module) => ({ default: module.InvoicesRoutes })) },
    { path: '/invoice/*', page: () => invoices().then((module) => ({ default: module.InvoiceRoutes })) },
    { path: '/payment-links/*', page: () => import('./features/links/LinksRoutes') },
    { path: '/qr-codes', page: () => other().then((module) => ({ default: module.QrCodesPage })) },
    { path: '/on-demand', page: () => import('./features/on-demand/OnDemandPage').then((module) => ({ default: module.OnDemandPage })) },
    { path: '/customize-checkout', page: () => import('./features/checkout/CheckoutPage').then((module) => ({ default: module.CheckoutPage })) },
    { path: '/recurring/*', page: () => recurring().then((module) => ({ default: module.RecurringRoutes })) },
    { path: '/recurring-new/*', page: () => recurring().then((module) => ({ default: module.RecurringRoutes })) },
    { path: '/payment-recurring/*', page: () => recurring().then((module) => ({ default: module.PaymentRecurringRoutes })) },
  ],
  // English ships with the module; Indonesian is a chunk of its own, fetched when it is shown (decision 0083).
  translations: { en, id: {} },
  loadTranslations: () => import(/* webpackChunkName: "texts-id", webpackMode: "lazy" */ './translations/id').then((texts) => texts.id),
};

export default remote;
