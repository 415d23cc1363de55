import { personaCatalogue } from '../catalogue/persona-catalogue';
import { knowledgeBase } from '../knowledge';
import { planFeed } from './feed-post-writer';

// The Ask page's own suggested questions (spec 01), on the real knowledge base.
const ask = (question: string, topics: string[]) =>
  planFeed({ question, topics, count: 15 }, knowledgeBase, personaCatalogue);

describe('an Ask feed on the real knowledge base', () => {
  it.each([
    ['How does electricity work?', ['electricity', 'current', 'voltage']],
    ['What is DNA and how does it work?', ['dna', 'helix', 'inheritance']],
    ['Why did the Roman Empire fall?', ['rome', 'empire', 'decline']],
  ])('tells each entry once: "%s"', async (question, topics) => {
    const told = (await ask(question, topics))
      .filter((post) => post.angle !== 'question')
      .map((post) => post.fact.id);
    expect(told.length).toBeGreaterThan(5);
    expect(new Set(told).size).toBe(told.length);
  });

  it('lets the figure far closest to the question speak again before barely fitting ones speak once', async () => {
    const firstEight = (await ask('What is DNA and how does it work?', ['dna', 'helix'])).slice(
      0,
      8,
    );
    const byFranklin = firstEight.filter((post) => post.figure.name === 'Rosalind Franklin');
    expect(byFranklin.length).toBeGreaterThanOrEqual(3);
  });

  it('pairs a figure taking up another’s point only on a subject both entries share', async () => {
    const takeUps = (await ask('How does electricity work?', ['electricity', 'current'])).filter(
      (post) => post.angle === 'take-up',
    );
    for (const post of takeUps)
      expect(post.fact.topics.some((topic) => post.answers!.fact.topics.includes(topic))).toBe(
        true,
      );
  });

  it('writes posts for the shared pool that stand on their own: no question back, no take-up', async () => {
    for (const page of [0, 1]) {
      const posts = await planFeed(
        { topics: ['Physics'], count: 20, page, standalone: true },
        knowledgeBase,
        personaCatalogue,
      );
      expect(posts.length).toBeGreaterThan(5);
      expect(posts.every((post) => post.angle === 'fact')).toBe(true);
    }
  });

  it('leaves out entries that share no word with the question when others do', async () => {
    const authors = new Set(
      (await ask('What is DNA and how does it work?', ['dna', 'helix', 'inheritance'])).map(
        (post) => post.figure.name,
      ),
    );
    expect(authors.has('Rosalind Franklin')).toBe(true);
    for (const offTopic of ['Albert Einstein', 'Michael Faraday', 'Marie Curie', 'Alan Turing'])
      expect(authors.has(offTopic)).toBe(false);
  });
});
