// Standalone dev harness: `pnpm --filter <this remote> dev` (an ordinary bundle with the fake HostApi).
void import('./bootstrap');
