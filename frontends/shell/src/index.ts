import { rabbitHolePathToHash } from './app/rabbit-hole-path';
import { registerServiceWorker } from './offline/register-service-worker';

rabbitHolePathToHash(window.location, window.history);
registerServiceWorker();

// The async boundary lets Module Federation set up the shared singletons before React loads.
// (The chunk's name is how the build finds what to preload: rsbuild-plugins/preload-app-start.ts.)
const start = () => void import(/* webpackChunkName: "app-start" */ './bootstrap');
// A page that came with its content prerendered (the landing) is painted before the app loads:
// the callback of the frame before the first paint schedules the start for after it.
if (document.getElementById('root')?.hasChildNodes())
  requestAnimationFrame(() => setTimeout(start, 0));
else start();
