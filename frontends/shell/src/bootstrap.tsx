import '@agora/ui/styles.css';
import './styles/shell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prepareLanguage } from './app/document-language';
import { createFederationLoader } from './remotes/federation-loader';

const container = document.getElementById('root');
if (container) {
  void prepareLanguage().then(() => {
    const root = createRoot(container);
    // A transition renders in slices that yield to the browser, so the first render (which
    // replaces a prerendered landing) never blocks input in one long task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App loader={createFederationLoader('/mfe-manifest.json')} />
        </StrictMode>,
      ),
    );
  });
}
