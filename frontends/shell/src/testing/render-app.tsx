import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/app';
import { prepareLanguage } from '../app/document-language';
import type { RemoteLoader } from '../remotes/remote-loader';

/** Renders the whole shell at `path` with a memory router, once the interface language is ready. */
export async function renderApp(loader: RemoteLoader, path = '/') {
  await prepareLanguage();
  return render(
    <App
      loader={loader}
      createRouter={(routes) => createMemoryRouter(routes, { initialEntries: [path] })}
    />,
  );
}
