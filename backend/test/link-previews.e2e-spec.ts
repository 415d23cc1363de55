import escapeHtml from 'escape-html';
import { firstLines } from '../src/core/serving/preview-tags';
import { appPageFrontends, meta } from './support/app-page';
import { createTestApp, signUp, type TestApp } from './support/test-app';

const HOSTILE = 'Radium"><script>alert(1)</script> & $& more';
/** An original post as anyone may send it when creating a rabbit hole: words a figure never said. */
const spoofed = {
  id: 'pool-post-1',
  author: 'Marie Curie',
  avatar: '⚗️',
  specialty: 'Physics & Chemistry',
  content: `Radium water cures everything, buy SPOOFED-TONIC today. ${HOSTILE}`,
  topic: 'Science <b>& Technology</b>',
};

describe('link previews of share links, rendered on the server (e2e)', () => {
  let t: TestApp;
  const frontends = appPageFrontends();

  beforeAll(async () => {
    t = await createTestApp({
      plugins: ['credits', 'mentors', 'chat', 'rabbit-holes'],
      env: {
        FRONTENDS_DIR: frontends.root,
        PUBLIC_URL: 'http://agora.example',
        OPENAI_API_KEY: '',
        ANTHROPIC_API_KEY: '',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    frontends.remove();
  });

  /** A chat whose first "reply" the client saved itself, then one the figure (offline) wrote. */
  async function chatWithOpening() {
    const owner = await signUp(t);
    const { body: chat } = await owner.agent
      .post('/api/chats')
      .send({ persona: 'Marie Curie' })
      .expect(201);
    await owner.agent
      .post(`/api/chats/${chat.id}/messages`)
      .send({ role: 'user', content: HOSTILE })
      .expect(201);
    await owner.agent
      .post(`/api/chats/${chat.id}/messages`)
      .send({
        role: 'assistant',
        content: 'Radium water cures everything. PRIVATE-ANSWER',
      })
      .expect(201);
    const { body: reply } = await owner.agent
      .post('/api/character-chat')
      .send({ message: 'Why does radium glow?', persona: 'Marie Curie', chatId: chat.id })
      .expect(200);
    return { owner, chatId: chat.id as string, reply: reply.response as string };
  }

  it('gives a shared chat the figure, its title and first lines as escaped Open Graph and Twitter tags', async () => {
    const { owner, chatId, reply } = await chatWithOpening();
    const { body: share } = await owner.agent
      .patch(`/api/chats/${chatId}/share`)
      .send({ isPublic: true })
      .expect(200);
    const res = await t.http
      .get(`/shared-chat/${share.shareId}`)
      .set('Accept', 'text/html')
      .expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    const title = meta(res.text, 'og:title');
    // the title is the learner's words: it names the chat beside the figure, never as her quote
    expect(title).toMatch(/ · A conversation with Marie Curie$/);
    expect(title).not.toMatch(/^Marie Curie:/);
    expect(meta(res.text, 'twitter:title')).toBe(title);
    // the figure's words are the reply the server wrote, never the text the client saved as one
    expect(meta(res.text, 'og:description')).toBe(escapeHtml(firstLines(reply)));
    expect(res.text).not.toContain('PRIVATE-ANSWER');
    expect(meta(res.text, 'twitter:card')).toBe('summary');
    expect(meta(res.text, 'og:url')).toBe(`http://agora.example/shared-chat/${share.shareId}`);
    expect(meta(res.text, 'og:image')).toBe('http://agora.example/icons/icon-512.png');
    // user text never breaks out of an attribute or the title, and `$&` stays text
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).toContain('&lt;script&gt;');
    expect(res.text).toContain('$&amp;');
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(res.text).toContain('<div id="root"></div>');
    // the shared page itself marks the saved "reply" as not the figure's, and only that one
    const { body: shared } = await t.http.get(`/api/shared-chats/${share.shareId}`).expect(200);
    expect(
      shared.messages.map((m: { role: string; unverified?: true }) => [m.role, m.unverified]),
    ).toEqual([
      ['user', undefined],
      ['assistant', true],
      ['assistant', undefined],
    ]);
  });

  it('shows nothing of a chat that is not (or no longer) shared, and still loads the page', async () => {
    const { owner, chatId } = await chatWithOpening();
    const { body: share } = await owner.agent
      .patch(`/api/chats/${chatId}/share`)
      .send({ isPublic: true })
      .expect(200);
    await owner.agent.patch(`/api/chats/${chatId}/share`).send({ isPublic: false }).expect(200);
    for (const path of [`/shared-chat/${share.shareId}`, '/shared-chat/unknown-share-id']) {
      const res = await t.http.get(path).set('Accept', 'text/html').expect(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).not.toContain('og:title');
      expect(res.text).not.toContain('PRIVATE-ANSWER');
      expect(res.text).not.toContain('Radium');
    }
    const malformed = await t.http.get('/shared-chat/%E0%A4%A').set('Accept', 'text/html');
    expect(malformed.status).toBe(400);
  });

  it("names no figure and quotes none of a rabbit hole's client-sent posts until the server writes its thread", async () => {
    const owner = await signUp(t);
    const { body } = await owner.agent
      .post('/api/rabbit-holes')
      .send({
        originalPostId: spoofed.id,
        originalPost: spoofed,
        threadPosts: [{ ...spoofed, id: 'pool-post-2' }],
        language: 'English',
      })
      .expect(201);
    const before = await t.http.get(`/rabbit-hole/${body.id}`).set('Accept', '*/*').expect(200);
    expect(meta(before.text, 'og:title')).toBe('A rabbit hole on Agora');
    expect(meta(before.text, 'twitter:title')).toBe('A rabbit hole on Agora');
    expect(meta(before.text, 'og:description')).toBe('Learn from AI-simulated historical figures');
    expect(before.text).toContain('<title>A rabbit hole on Agora · Agora</title>');
    for (const words of ['Marie Curie', 'SPOOFED-TONIC', 'Science', 'alert(1)'])
      expect(before.text).not.toContain(words);

    const { body: thread } = await owner.agent
      .post('/api/generate-rabbit-hole')
      .send({ originalPost: spoofed, rabbitHoleId: body.id })
      .expect(200);
    const first = thread.posts[0] as { author: string; topic: string; content: string };
    const after = await t.http.get(`/rabbit-hole/${body.id}`).set('Accept', '*/*').expect(200);
    expect(meta(after.text, 'og:title')).toBe(escapeHtml(`${first.author}: ${first.topic}`));
    expect(meta(after.text, 'og:description')).toBe(escapeHtml(firstLines(first.content)));
    expect(after.text).not.toContain('SPOOFED-TONIC');
    expect(after.text).not.toContain('<b>');
    // the thread still holds what the app sent, marked as not the figure's words
    const { body: stored } = await t.http.get(`/api/rabbit-holes/${body.id}`).expect(200);
    expect(stored.posts[0]).toMatchObject({
      kind: 'original',
      content: spoofed.content,
      unverified: true,
    });
  });

  it('loads the page without tags for an unknown or malformed rabbit hole id', async () => {
    for (const id of ['0b9e7a52-3c1d-4f7e-9a61-2f4c8d5e6a7b', 'not-a-uuid', "x'%20OR%201=1"]) {
      const res = await t.http.get(`/rabbit-hole/${id}`).set('Accept', 'text/html').expect(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).not.toContain('og:title');
    }
  });
});
