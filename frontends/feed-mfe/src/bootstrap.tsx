import '@agora/ui/styles.css';
import { StandaloneApp } from '@agora/ui';
import { createRoot } from 'react-dom/client';
import { routes } from './routes';

// Standalone dev only (rsbuild dev on port 3101); in the app the shell mounts ./routes.
const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneApp routes={routes} />);
