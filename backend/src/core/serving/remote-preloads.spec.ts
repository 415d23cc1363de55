import { remotePreloadLinks } from './remote-preloads';

describe(remotePreloadLinks.name, () => {
  it('preloads the run-time manifest and each routed remote’s manifest, in the shell’s order', () => {
    const header = remotePreloadLinks(
      {
        remotes: {
          admin: '/mfe/admin/mf-manifest.json',
          billing: 'https://cdn.example.test/billing/mf-manifest.json',
          feed: '/mfe/feed/mf-manifest.json',
        },
      },
      '/mfe-manifest.json',
    );
    expect(header.split(', ')).toEqual([
      '</mfe-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</mfe/feed/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '<https://cdn.example.test/billing/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
    ]);
  });

  it('leaves out a URL that would break the header', () => {
    for (const url of ['/a>b.json', '/a b.json', '/a,b.json', '/a;rel=x.json', '/a"b.json'])
      expect(remotePreloadLinks({ remotes: { feed: url } }, '/m.json')).toBe(
        '</m.json>; rel=preload; as=fetch; crossorigin=anonymous',
      );
  });
});
