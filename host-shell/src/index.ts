// The async import lets the federation runtime set up the shared singletons first.
void import('./bootstrap');
