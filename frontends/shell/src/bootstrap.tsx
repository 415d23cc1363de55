import '@agora/ui/styles.css';
import './styles/shell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { prepareLanguage } from './app/document-language';
import { servedPrerenderedLanding } from './app/prerendered-landing';
import { createFederationLoader } from './remotes/federation-loader';

const container = document.getElementById('root');
if (container) {
  void prepareLanguage().then(() => {
    const app = (
      <StrictMode>
        <App loader={createFederationLoader('/mfe-manifest.json')} />
      </StrictMode>
    );
    // The visitor landing came prerendered from the same tree: React adopts that markup instead
    // of building it again (a different first render, e.g. another language, is redone in full).
    // Either way the first render is a transition: it runs in slices that yield to the browser,
    // so it never blocks input in one long task.
    if (servedPrerenderedLanding(container)) {
      startTransition(() => {
        hydrateRoot(container, app, {
          onRecoverableError: (error) =>
            console.warn('The prerendered landing was rendered again', error),
        });
      });
      return;
    }
    const root = createRoot(container);
    startTransition(() => root.render(app));
  });
}
