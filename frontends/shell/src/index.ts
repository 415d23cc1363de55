import { rabbitHolePathToHash } from './app/rabbit-hole-path';
import { registerServiceWorker } from './offline/register-service-worker';

rabbitHolePathToHash(window.location, window.history);
registerServiceWorker();
// The async boundary lets Module Federation set up the shared singletons before React loads.
void import('./bootstrap');
