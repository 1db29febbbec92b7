import type { ReactRemoteModule } from 'shared-contracts';
import { en, id } from './translations';

const remote: ReactRemoteModule = {
  name: 'settings',
  // refreshSession (the header shows a new logo without a reload) came with contracts 2.2.0.
  contracts: '^3.0.0',
  mount: 'react',
  routes: [
    { path: '/settings/*', page: () => import('./features/settings/pages/SettingsRoutes') },
    // The exposed module carries the settings area; these two pages load on demand (webpackMode "lazy").
    // The activity log (issue 21): the settings squad's, beside the settings in the configuration menu.
    { path: '/activity-logs', page: () => import(/* webpackMode: "lazy" */ './features/activity-log/ActivityLogPage') },
    // Callbacks (issue 16): the developers page's section, on its own for who the menu shows it to.
    { path: '/callbacks', page: () => import(/* webpackMode: "lazy" */ './features/developers/CallbacksPage') },
  ],
  translations: { en, id },
};

export default remote;
