import { createRemoteConfig } from '@agora/ui/remote-config';
import pkg from './package.json';

export default createRemoteConfig({
  name: 'admin',
  port: 3104,
  exposes: { './routes': './src/routes.tsx' },
  dependencies: pkg.dependencies,
});
