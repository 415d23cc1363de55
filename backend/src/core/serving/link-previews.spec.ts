import { LinkPreviewRegistry } from './link-previews';

describe('LinkPreviewRegistry', () => {
  const registry = new LinkPreviewRegistry();
  const asked: string[] = [];
  registry.register('/shared-chat', async (id) => {
    asked.push(id);
    if (id === 'boom') throw new Error('database down');
    return id === 'known' ? { title: 'T', description: 'D' } : null;
  });

  it('finds the preview of a registered page by its id', async () => {
    await expect(registry.previewFor('/shared-chat/known')).resolves.toEqual({
      title: 'T',
      description: 'D',
    });
    await expect(registry.previewFor('/shared-chat/known/')).resolves.not.toBeNull();
  });

  it('shows no preview for other pages, odd ids, or a resolver that fails', async () => {
    asked.length = 0;
    for (const path of ['/', '/shared-chat', '/feed/known', '/shared-chat/a/b', '/shared-chat/%ZZ'])
      await expect(registry.previewFor(path)).resolves.toBeNull();
    await expect(registry.previewFor(`/shared-chat/${'x'.repeat(101)}`)).resolves.toBeNull();
    await expect(registry.previewFor("/shared-chat/a'b")).resolves.toBeNull();
    expect(asked).toEqual([]);
    await expect(registry.previewFor('/shared-chat/boom')).resolves.toBeNull();
  });
});
