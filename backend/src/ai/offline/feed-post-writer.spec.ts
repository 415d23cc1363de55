import { PersonaCatalogue } from '../catalogue/persona-catalogue';
import { explained } from '../knowledge/fact';
import { KnowledgeBase } from '../knowledge/knowledge-base';
import { FARADAY, FIXTURE_FACTS, IdeaEncoder, KEPLER, SENECA } from '../knowledge/testing/fixtures';
import { noAuthorTwiceInARow, planFeed, writeFeedPosts } from './feed-post-writer';

const figures = [KEPLER, FARADAY, SENECA];
const catalogue = Object.assign(Object.create(PersonaCatalogue.prototype) as PersonaCatalogue, {
  figures,
  explore: figures,
  find: (name: string) => figures.find((f) => f.name === name),
});
const kb = new KnowledgeBase(
  figures,
  FIXTURE_FACTS,
  new IdeaEncoder([
    /summer|winter|season|lean|tilt|warm/i,
    /magnet|current|coil|wire|electric/i,
    /hour|today|tomorrow|delay|put off/i,
  ]),
);

describe('feed post writer', () => {
  it('does not feed the question analyser’s own sentence back into the search', async () => {
    const question = 'Why do we have seasons?';
    const plain = await writeFeedPosts({ question, topics: ['season'], count: 6 }, kb, catalogue);
    const withContext = await writeFeedPosts(
      {
        question,
        topics: ['season'],
        context:
          'The learner wants to understand season. Michael Faraday and Seneca can speak to it.',
        count: 6,
      },
      kb,
      catalogue,
    );
    expect(withContext).toEqual(plain);
    expect(plain.map((p) => p.author)).not.toContain('Michael Faraday');
  });

  it('writes more angles on the fitting entries instead of posts by unrelated figures', async () => {
    const plan = await planFeed(
      { question: 'Why is summer warm?', topics: [], count: 15 },
      kb,
      catalogue,
    );
    expect(plan.length).toBeGreaterThan(1);
    expect(plan.every((p) => p.fact.id === 'johannes-kepler/seasons')).toBe(true);
    expect(plan.map((p) => p.angle)).toEqual(['fact', 'question']);
  });

  it('lets the fitting figures take turns, the best first, never one author twice in a row', async () => {
    const plan = await planFeed(
      {
        question:
          'How do a magnet and a coil make a current, and why put off nothing until tomorrow?',
        topics: [],
        count: 15,
      },
      kb,
      catalogue,
    );
    expect(plan[0]!.figure.name).toBe('Michael Faraday');
    expect(new Set(plan.map((p) => p.figure.name))).toEqual(new Set(['Michael Faraday', 'Seneca']));
    expect(plan.filter((p, i) => i > 0 && plan[i - 1]!.figure.name === p.figure.name)).toEqual([]);
    expect(plan.some((p) => p.angle === 'question')).toBe(true);
    // Seneca died long before Faraday was born: he never answers him.
    expect(
      plan.filter(
        (p) => p.figure.name === 'Seneca' && p.answers?.figure.name === 'Michael Faraday',
      ),
    ).toEqual([]);
  });

  it('prefers an entry that explains the idea for a how or why question', async () => {
    const how = await planFeed(
      { question: 'How does a magnet in a coil make a current?', topics: [], count: 1 },
      kb,
      catalogue,
    );
    expect(how[0]!.fact.kind).toBe('explanation');
  });

  it('writes the next page of posts on the same subject', async () => {
    const input = {
      question:
        'How do a magnet and a coil make a current, and why put off nothing until tomorrow?',
      topics: [],
      count: 2,
    };
    const first = await writeFeedPosts(input, kb, catalogue);
    const second = await writeFeedPosts({ ...input, page: 1 }, kb, catalogue);
    expect(second).toHaveLength(2);
    expect(second.map((p) => p.content)).not.toEqual(first.map((p) => p.content));
  });

  it('cites the entries a post is made of and keeps their claim kind', async () => {
    const [post] = await writeFeedPosts(
      { question: 'Why is summer warm?', topics: [], count: 1 },
      kb,
      catalogue,
    );
    expect(post).toMatchObject({
      author: 'Johannes Kepler',
      // An explanation without a citation is the figure's imagined voice: no source to show.
      sources: [],
      claimKind: 'role-play',
    });
  });

  it('checks every entry it is about to say, not only the learner’s words, against the figure’s lifetime', async () => {
    // The question names nothing after Faraday's death; the entries about his statue and funeral do.
    const posts = await writeFeedPosts(
      { question: 'Was Faraday honoured with a statue or a funeral?', topics: [], count: 15 },
      kb,
      catalogue,
    );
    const cited = posts.flatMap((p) => p.sources);
    expect(cited).not.toContain('kb:michael-faraday/statue');
    expect(cited).not.toContain('kb:michael-faraday/funeral');
  });

  it('lets a third figure with only a near entry speak once, after the figures whose entries are close', async () => {
    // Faraday's and Seneca's new entries hold both ideas of the question; Kepler's only one of them, and
    // none of its words.
    const both = new KnowledgeBase(
      figures,
      [
        ...FIXTURE_FACTS,
        ...explained('Michael Faraday', 'Science & Technology', [
          [
            'summer-magnet',
            'On a warm day I moved a magnet through a coil and a current flowed.',
            'magnet warmth',
            1831,
            null,
          ],
        ]),
        ...explained('Seneca', 'Philosophy & Ethics', [
          [
            'summer-magnet',
            'One warm day I watched a magnet lift iron and thought a current of nature moved it.',
            'magnet warmth',
            63,
            null,
          ],
        ]),
      ],
      new IdeaEncoder([
        /summer|winter|season|lean|tilt|warm/i,
        /magnet|current|coil|wire|electric/i,
      ]),
    );
    const plan = await planFeed(
      {
        question: 'What makes a day warm, and how does a magnet make a current?',
        topics: [],
        count: 15,
      },
      both,
      catalogue,
    );
    const voices = [...new Set(plan.map((p) => p.figure.name))];
    expect(voices.slice(0, 2).sort()).toEqual(['Michael Faraday', 'Seneca']);
    expect(voices[2]).toBe('Johannes Kepler');
    const kepler = plan.filter((p) => p.figure.name === 'Johannes Kepler');
    expect(new Set(kepler.map((p) => p.fact.id))).toEqual(new Set(['johannes-kepler/seasons']));
  });

  it('moves a post down only as far as needed to keep authors apart', () => {
    const posts = ['A', 'A', 'B', 'A', 'C'].map((name, i) => ({ figure: { name }, i }));
    expect(noAuthorTwiceInARow(posts).map((p) => p.i)).toEqual([0, 2, 1, 4, 3]);
  });
});
