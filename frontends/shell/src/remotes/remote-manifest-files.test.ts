import { describe, expect, it } from 'vitest';
import { parseDeclaredRoutes, RemoteManifestFiles } from './remote-manifest-files';

const URL_FEED = 'https://agora.test/mfe/feed/mf-manifest.json';
const manifest = {
  id: 'feed',
  metaData: { routes: [{ path: '/feed' }, { path: '/join/:id', visitors: true }] },
};

function countingFetch(answers: (Response | Error)[]) {
  const calls: string[] = [];
  const fetchFile = async (url: string) => {
    calls.push(url);
    const answer = answers.shift();
    if (!answer || answer instanceof Error) throw answer ?? new Error('no more answers');
    return answer;
  };
  return { calls, fetchFile };
}

describe('RemoteManifestFiles', () => {
  it('fetches a manifest once for the shell and the federation runtime alike', async () => {
    const { calls, fetchFile } = countingFetch([new Response(JSON.stringify(manifest))]);
    const files = new RemoteManifestFiles(fetchFile);
    expect(await files.declaredRoutes(URL_FEED)).toEqual(manifest.metaData.routes);
    const forRuntime = await files.response(URL_FEED);
    expect(forRuntime.headers.get('Content-Type')).toBe('application/json');
    expect(await forRuntime.json()).toEqual(manifest);
    expect(await (await files.response(URL_FEED)).json()).toEqual(manifest);
    expect(calls).toEqual([URL_FEED]);
  });

  it('forgets a failed fetch, so the next ask tries again', async () => {
    const { calls, fetchFile } = countingFetch([
      new Response('gone', { status: 404 }),
      new Response(JSON.stringify(manifest)),
    ]);
    const files = new RemoteManifestFiles(fetchFile);
    await expect(files.declaredRoutes(URL_FEED)).rejects.toThrow(`404: ${URL_FEED}`);
    expect(await files.declaredRoutes(URL_FEED)).toHaveLength(2);
    expect(calls).toHaveLength(2);
  });

  it('fetches again after forget (Retry, a repointed remote)', async () => {
    const { calls, fetchFile } = countingFetch([
      new Response(JSON.stringify(manifest)),
      new Response(JSON.stringify({ metaData: {} })),
    ]);
    const files = new RemoteManifestFiles(fetchFile);
    await files.declaredRoutes(URL_FEED);
    files.forget(URL_FEED);
    expect(await files.declaredRoutes(URL_FEED)).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('keeps a newer fetch when one forgotten before it fails late', async () => {
    let failFirst: (error: Error) => void = () => undefined;
    const answers = [
      new Promise<Response>((_, reject) => (failFirst = reject)),
      Promise.resolve(new Response(JSON.stringify(manifest))),
      Promise.resolve(new Response('{}')),
    ];
    const files = new RemoteManifestFiles(() => answers.shift() as Promise<Response>);
    const first = files.declaredRoutes(URL_FEED);
    files.forget(URL_FEED);
    expect(await files.declaredRoutes(URL_FEED)).toHaveLength(2);
    failFirst(new Error('network down'));
    await expect(first).rejects.toThrow('network down');
    expect(await files.declaredRoutes(URL_FEED)).toHaveLength(2);
  });
});

describe('parseDeclaredRoutes', () => {
  it('reads metaData.routes, keeping only the visitors flag that is true', () => {
    expect(
      parseDeclaredRoutes({ metaData: { routes: [{ path: '/a', visitors: false, x: 1 }] } }),
    ).toEqual([{ path: '/a' }]);
  });

  it.each([
    ['no manifest', null],
    ['no routes', { metaData: {} }],
    ['routes not a list', { metaData: { routes: '/feed' } }],
    ['a path without its slash', { metaData: { routes: [{ path: 'feed' }] } }],
    ['an entry without a path', { metaData: { routes: [{ path: '/a' }, {}] } }],
  ])('declares nothing for %s', (_, value) => {
    expect(parseDeclaredRoutes(value)).toBeNull();
  });
});
