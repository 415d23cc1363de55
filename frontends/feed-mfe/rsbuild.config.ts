import { createRemoteConfig } from '@agora/ui/remote-config';
import pkg from './package.json';
import { routeDeclarations } from './src/route-declarations';

export default createRemoteConfig({
  name: 'feed',
  port: 3101,
  exposes: { './routes': './src/routes.tsx' },
  dependencies: pkg.dependencies,
  routes: routeDeclarations,
});
