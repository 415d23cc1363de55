// The async boundary lets Module Federation set up the shared singletons before React loads.
void import('./bootstrap');
