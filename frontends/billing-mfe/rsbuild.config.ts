import { createRemoteConfig } from '@agora/ui/remote-config';
import pkg from './package.json';
import { routeDeclarations } from './src/route-declarations';

export default createRemoteConfig({
  name: 'billing',
  port: 3103,
  exposes: { './routes': './src/routes.tsx' },
  dependencies: pkg.dependencies,
  routes: routeDeclarations,
});
