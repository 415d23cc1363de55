import {
  AgentPostSchema,
  GeneratedPostSchema,
  POST_MAX_CHARS,
  QuestionAnalysisSchema,
  REPLY_MAX_CHARS,
} from '@agora/contracts';
import { z } from 'zod';
import { personaCatalogue } from '../catalogue/persona-catalogue';
import { ALL_FACTS, knowledgeBase } from '../knowledge';
import { OfflineEngine } from './offline-engine';

const Posts = z
  .array(GeneratedPostSchema.extend({ content: z.string().min(1).max(POST_MAX_CHARS) }))
  .min(1);
const Replies = z.array(GeneratedPostSchema).min(1);
const sut = new OfflineEngine();

const figures = personaCatalogue.figures;

describe(OfflineEngine.name, () => {
  it('holds at least 10 entries every figure may say (within their lifetime), with unique ids and topics', () => {
    for (const figure of figures)
      expect({ figure: figure.name, count: knowledgeBase.factsOf(figure.name).length }).toEqual({
        figure: figure.name,
        count: expect.any(Number),
      });
    const short = figures
      .filter((f) => knowledgeBase.factsOf(f.name).length < 10)
      .map((f) => f.name);
    expect(short).toEqual([]);
    expect(new Set(ALL_FACTS.map((f) => f.id)).size).toBe(ALL_FACTS.length);
    expect(ALL_FACTS.every((f) => f.topics.length > 0 && f.text.length <= 240)).toBe(true);
  });

  it.each(figures.map((f) => [f.name, f] as const))(
    'writes valid output for every operation as %s',
    async (_name, figure) => {
      const topic = figure.topics[0]!;
      const posts = await sut.posts({ topics: [topic], count: 5 });
      expect(Posts.parse(posts)).toHaveLength(5);

      const own = knowledgeBase.factsOf(figure.name)[0]!;
      const thread = await sut.thread({
        originalPost: { author: figure.name, content: own.text, specialty: figure.specialty },
      });
      expect(Posts.parse(thread).length).toBeGreaterThanOrEqual(3);
      expect(thread[0]!.author).toBe(figure.name);

      const replies = await sut.replies({
        originalPost: { author: figure.name, content: own.text },
        thread: [],
        userPost: { username: 'Explorer42', content: `Tell me more about ${topic}` },
        oneOnOne: true,
        figure: figure.name,
      });
      expect(Replies.parse(replies).map((r) => r.author)).toEqual([figure.name]);
      expect(replies[0]!.content.length).toBeLessThanOrEqual(REPLY_MAX_CHARS);
      expect(replies[0]!.content.startsWith('@Explorer42')).toBe(true);

      for (const emotion of [
        'confused',
        'struggling',
        'frustrated',
        'excited',
        'breakthrough',
        'curious',
        'neutral',
      ]) {
        const reply = await sut.chatReply({
          persona: personaCatalogue.toProfile(figure),
          history: [],
          message: `What did you learn about ${topic}?`,
          emotion,
        });
        expect(reply.text.length).toBeGreaterThan(40);
        expect(reply.text.length).toBeLessThanOrEqual(REPLY_MAX_CHARS);
        expect(reply.sources.every((s) => !s.startsWith('kb:'))).toBe(true);
      }

      const agents = await sut.agentPosts({
        topic,
        agentCount: 3,
        researchDepth: 3,
        includeResearch: true,
        postLength: 'snackable',
      });
      expect(z.array(AgentPostSchema).parse(agents)).toHaveLength(3);
      expect(
        QuestionAnalysisSchema.parse(
          await sut.analyzeQuestion(`How did ${figure.name} think about ${topic}?`),
        ).topics.length,
      ).toBeGreaterThan(0);
    },
  );

  it('answers a question about electricity with figures and facts about electricity', async () => {
    const posts = await sut.posts({
      topics: ['electricity'],
      count: 6,
      question: 'How does electricity work?',
    });
    const electricians = [
      'Nikola Tesla',
      'Michael Faraday',
      'James Clerk Maxwell',
      'Benjamin Franklin',
    ];
    expect(electricians).toContain(posts[0]!.author);
    const electric = posts.filter((p) =>
      /electri|current|voltage|spark|lightning|magnet/i.test(p.content),
    );
    expect(electric.length).toBeGreaterThanOrEqual(4);
    const analysis = await sut.analyzeQuestion('How does electricity work?');
    expect(analysis.topics.join(' ')).toMatch(/electricity|alternating current/);
    expect(analysis.context).toMatch(/Nikola Tesla|Michael Faraday/);
  });

  it('ranks the fall of Rome towards historians of Rome, not at random', async () => {
    const posts = await sut.posts({
      topics: [],
      count: 4,
      question: 'Why did the Roman Empire fall?',
    });
    const authors = posts.map((p) => p.author);
    expect(authors).toContain('Marcus Aurelius');
    expect(
      (
        await sut.agentPosts({
          topic: 'decline of the Roman Empire',
          agentCount: 3,
          researchDepth: 2,
          includeResearch: true,
          postLength: 'bite-sized',
        })
      ).map((p) => p.agentName),
    ).toContain('Edward Gibbon');
  });

  it('makes a figure say that a modern topic came after their time', async () => {
    const reply = await sut.chatReply({
      persona: personaCatalogue.toProfile(personaCatalogue.get('Socrates')),
      history: [],
      message: 'What do you think about smartphones?',
    });
    expect(reply.text).toMatch(/after my time|did not live to see|beyond my lifetime/);
    expect(reply.claimKind).not.toBe('documented');
    const group = await sut.replies({
      originalPost: { author: 'Isaac Newton', content: 'Gravity' },
      thread: [],
      userPost: { username: 'Ana', content: 'Would you use the internet in 2024?' },
      oneOnOne: true,
      figure: 'Isaac Newton',
    });
    expect(group[0]!.content).toMatch(/1727/);
  });

  it('shapes a chat reply by the learner’s emotion', async () => {
    const persona = personaCatalogue.toProfile(personaCatalogue.get('Nikola Tesla'));
    const confused = (
      await sut.chatReply({
        persona,
        history: [],
        message: 'I do not get alternating current',
        emotion: 'confused',
      })
    ).text;
    expect(confused).toMatch(/more simply|plainer way|slow down/);
    expect(confused).toMatch(/water in a pipe/);
    expect(confused.trim().endsWith('?')).toBe(true);
    const struggling = (
      await sut.chatReply({
        persona,
        history: [],
        message: 'alternating current is too hard for me',
        emotion: 'struggling',
      })
    ).text;
    expect(struggling).toMatch(/doing better than you think/);
    expect(struggling).toMatch(/\?$/);
    const frustrated = (
      await sut.chatReply({
        persona,
        history: [],
        message: 'alternating current makes no sense!!',
        emotion: 'frustrated',
      })
    ).text;
    expect(frustrated).toMatch(/frustrat/);
    expect(frustrated).toMatch(/\?$/);
    const excited = (
      await sut.chatReply({
        persona,
        history: [],
        message: 'I finally understand the rotating magnetic field!',
        emotion: 'breakthrough',
      })
    ).text;
    expect(excited).toMatch(/next/i);
    expect(excited).not.toMatch(/cannot answer|will not pretend/);
  });

  it('does not repeat a fact already said in the conversation', async () => {
    const persona = personaCatalogue.toProfile(personaCatalogue.get('Marie Curie'));
    const first = await sut.chatReply({ persona, history: [], message: 'Tell me about radium' });
    const second = await sut.chatReply({
      persona,
      history: [
        { role: 'user', content: 'Tell me about radium' },
        { role: 'assistant', content: first.text },
      ],
      message: 'Tell me about radium',
    });
    const opening = (text: string) => text.split(/(?<=[.!?])\s+/).find((x) => x.length > 40)!;
    expect(second.text).not.toContain(opening(first.text));
  });

  it('answers as a custom mentor only from its own description, as role-play', async () => {
    const reply = await sut.chatReply({
      persona: {
        name: 'Captain Nova',
        avatar: '🚀',
        specialty: 'Space pirate',
        personality: 'Bold and kind.',
        background: 'Sailed the rings of Saturn for twenty years. Loves teaching navigation.',
      },
      history: [],
      message: 'How do you navigate?',
    });
    expect(reply.text).toContain('Loves teaching navigation');
    expect(reply.claimKind).toBe('role-play');
  });

  it('varies group speakers and keeps 2 to 3 fitting figures', async () => {
    const input = {
      originalPost: { author: 'Charles Darwin', content: 'Natural selection shapes species.' },
      thread: [],
      userPost: { username: 'Lee', content: 'How do species evolve on islands?' },
      oneOnOne: false,
    };
    const replies = await sut.replies(input);
    expect(replies.length).toBeGreaterThanOrEqual(2);
    expect(replies.length).toBeLessThanOrEqual(3);
    expect(replies.map((r) => r.author)).toContain('Charles Darwin');
    const later = await sut.replies({
      ...input,
      thread: replies.map((r) => ({ author: r.author, content: r.content })),
      userPost: { username: 'Lee', content: 'And what about fossils of extinct animals?' },
    });
    expect(later.map((r) => r.author)).toContain('Mary Anning');
  });
  it('writes agent posts at every length, for up to 10 agents, with research only when asked', async () => {
    for (const postLength of ['bite-sized', 'snackable', 'feast-mode'] as const) {
      const posts = await sut.agentPosts({
        topic: 'space exploration and the Moon',
        agentCount: 10,
        researchDepth: 5,
        includeResearch: false,
        postLength,
      });
      expect(z.array(AgentPostSchema).parse(posts)).toHaveLength(10);
      expect(new Set(posts.map((p) => p.agentName)).size).toBe(10);
      expect(posts.every((p) => p.researchSources.length === 0)).toBe(true);
    }
    const feast = await sut.agentPosts({
      topic: 'space exploration and the Moon',
      agentCount: 3,
      researchDepth: 5,
      includeResearch: true,
      postLength: 'feast-mode',
    });
    const bite = await sut.agentPosts({
      topic: 'space exploration and the Moon',
      agentCount: 3,
      researchDepth: 1,
      includeResearch: true,
      postLength: 'bite-sized',
    });
    expect(feast[0]!.content.length).toBeGreaterThan(bite[0]!.content.length);
    expect(feast[0]!.researchSources.length).toBeGreaterThan(bite[0]!.researchSources.length);
    expect(feast[0]!.relevanceScore).toBe(1);
    expect(feast[0]!.confidence).toBeGreaterThan(feast[2]!.confidence - 0.001);
  });
});
