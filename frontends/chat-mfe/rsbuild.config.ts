import { createRemoteConfig } from '@agora/ui/remote-config';
import pkg from './package.json';
import { routeDeclarations } from './src/route-declarations';

export default createRemoteConfig({
  name: 'chat',
  port: 3102,
  exposes: { './routes': './src/routes.tsx', './ChatOverlay': './src/chat-overlay.tsx' },
  dependencies: pkg.dependencies,
  routes: routeDeclarations,
});
