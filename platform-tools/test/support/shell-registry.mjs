// The registry the shell server's tests serve (serve.test.mjs, manifest-relay.test.mjs): a released
// home and settings on a CDN, cards on an origin of its own with a pinned entry, and the bell's
// remote, which fills a slot of the header.
const declaration = (paths, slots = []) => ({ title: { en: 'x', id: 'x' }, routes: paths.map((p) => ({ path: p })), menu: [], slots });

export const REGISTRY = {
  remotes: [
    { name: 'home', manifest: 'https://cdn.example/home/1.0.0/mf-manifest.json', mount: 'react', version: '1.0.0', declaration: declaration(['/home']) },
    {
      name: 'cards',
      manifest: 'https://cards.example:8443/mf-manifest.json',
      mount: 'react',
      version: '2.0.0',
      declaration: declaration(['/credit_cards/*']),
      integrity: 'sha384-cardsEntryHash',
    },
    { name: 'settings', manifest: 'https://cdn.example/settings/3.0.0/mf-manifest.json', mount: 'react', version: '3.0.0', declaration: declaration(['/settings/*']) },
    {
      name: 'notifications',
      manifest: 'https://cdn.example/notifications/1.0.0/mf-manifest.json',
      mount: 'react',
      version: '1.0.0',
      declaration: declaration(['/notification-center'], ['header.notificationBell']),
      integrity: 'sha384-bellEntryHash',
    },
  ],
  overrideOrigins: ['http://localhost:5803'],
};
