import '@agora/ui/styles.css';
import './styles/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prepareLanguage } from './app/document-language';
import { createFederationLoader } from './remotes/federation-loader';

const container = document.getElementById('root');
if (container) {
  void prepareLanguage().then(() =>
    createRoot(container).render(
      <StrictMode>
        <App loader={createFederationLoader('/mfe-manifest.json')} />
      </StrictMode>,
    ),
  );
}
