import type { ReactRemoteModule } from 'shared-contracts';
import { en } from './translations/en';

const remote: ReactRemoteModule = {
  name: 'settings',
  // loadTranslations came with contracts 3.1.0 (refreshSession, for the header's new logo, with 2.2.0).
  contracts: '^3.1.0',
  mount: 'react',
  routes: [
    { path: '/settings/*', page: () => import('./features/settings/pages/SettingsRoutes') },
    // The exposed module carries the settings area; these two pages load on demand (webpackMode "lazy").
    // The activity log (issue 21): the settings squad's, beside the settings in the configuration menu.
    { path: '/activity-logs', page: () => import(/* webpackMode: "lazy" */ './features/activity-log/ActivityLogPage') },
    // Callbacks (issue 16): the developers page's section, on its own for who the menu shows it to.
    { path: '/callbacks', page: () => import(/* webpackMode: "lazy" */ './features/developers/CallbacksPage') },
  ],
  // English ships with the module; Indonesian is a chunk of its own, fetched when it is shown (decision 0083).
  translations: { en, id: {} },
  loadTranslations: () => import(/* webpackChunkName: "texts-id", webpackMode: "lazy" */ './translations/id').then((texts) => texts.id),
};

export default remote;
