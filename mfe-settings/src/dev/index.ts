// Standalone dev harness: `pnpm --filter mfe-settings dev`. The async import lets federation
// negotiate the shared singletons before any of them is used.
void import('./bootstrap');
