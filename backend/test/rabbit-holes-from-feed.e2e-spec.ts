import escapeHtml from 'escape-html';
import { type ExplorePost, rabbitHoleSchema } from '@agora/contracts';
import { appPageFrontends, meta } from './support/app-page';
import { createTestApp, signUp, type SignedUp, type TestApp } from './support/test-app';

describe('rabbit holes opened from explore posts (e2e)', () => {
  let t: TestApp;
  const frontends = appPageFrontends();
  let learner: SignedUp;
  let feedPost: ExplorePost;

  beforeAll(async () => {
    t = await createTestApp({
      plugins: ['feed', 'rabbit-holes'],
      env: { FRONTENDS_DIR: frontends.root, OPENAI_API_KEY: '', ANTHROPIC_API_KEY: '' },
    });
    learner = await signUp(t);
    const { body } = await learner.agent
      .post('/api/generate-posts')
      .send({ count: 3, language: 'English' })
      .expect(200);
    feedPost = body.posts[0];
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    frontends.remove();
  });

  it("stores the feed's own post, not the words the client sent under its id, and previews it at once", async () => {
    const { body } = await learner.agent
      .post('/api/rabbit-holes')
      .send({
        originalPostId: feedPost.id,
        originalPost: { ...feedPost, content: 'Buy SPOOFED-TONIC today.' },
        threadPosts: [],
        language: 'English',
      })
      .expect(201);

    const { body: hole } = await t.http.get(`/api/rabbit-holes/${body.id}`).expect(200);
    const [first] = rabbitHoleSchema.parse(hole).posts;
    expect(first).toMatchObject({
      kind: 'original',
      author: feedPost.author,
      content: feedPost.content,
      sources: feedPost.sources,
      claimKind: feedPost.claimKind,
    });
    expect(first!.unverified).toBeUndefined();

    const page = await t.http.get(`/rabbit-hole/${body.id}`).set('Accept', 'text/html').expect(200);
    expect(meta(page.text, 'og:title')).toContain(escapeHtml(feedPost.author));
    expect(page.text).not.toContain('SPOOFED-TONIC');
  });

  it('keeps a post the server never published as the client sent it, marked unverified', async () => {
    const sample = { author: 'Marie Curie', content: 'Buy SPOOFED-TONIC today.' };
    const { body } = await learner.agent
      .post('/api/rabbit-holes')
      .send({
        originalPostId: '0b9e7a52-3c1d-4f7e-9a61-2f4c8d5e6a7b',
        originalPost: sample,
        threadPosts: [],
        language: 'English',
      })
      .expect(201);
    const { body: hole } = await t.http.get(`/api/rabbit-holes/${body.id}`).expect(200);
    expect(rabbitHoleSchema.parse(hole).posts[0]).toMatchObject({ ...sample, unverified: true });
  });
});
