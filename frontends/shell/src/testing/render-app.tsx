import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/app';
import { prepareLanguage } from '../app/document-language';
import type { RemoteLoader } from '../remotes/remote-loader';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/**
 * Renders the whole shell at `path` with a memory router, once the interface language is ready.
 * `router()` is the router in use (the app builds a new one when the sign-in state settles), for
 * a test that presses the browser's Back: `router().navigate(-1)`.
 */
export async function renderApp(loader: RemoteLoader, path = '/') {
  await prepareLanguage();
  let current: MemoryRouter | null = null;
  const result = render(
    <App
      loader={loader}
      createRouter={(routes) => {
        current = createMemoryRouter(routes, { initialEntries: [path] });
        return current;
      }}
    />,
  );
  const router = (): MemoryRouter => {
    if (!current) throw new Error('the app has not built its router yet');
    return current;
  };
  return Object.assign(result, { router });
}
