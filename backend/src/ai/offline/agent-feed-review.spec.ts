import { personaCatalogue } from '../catalogue/persona-catalogue';
import { knowledgeBase } from '../knowledge';
import type { AgentFeedInput } from '../types/agent-feed.types';
import { choosePanel, draft, gather } from './agent-feed-panel';
import { peerReview } from './agent-feed-review';

const input: AgentFeedInput = {
  topic: 'radioactivity and the atom',
  agentCount: 4,
  researchDepth: 3,
  includeResearch: true,
  evaluationCriteria: ['accuracy', 'creativity', 'practicality', 'humour'],
  postLength: 'snackable',
  madePoints: [],
  usedSources: [],
};

function panel() {
  const taken = new Set<string>();
  return choosePanel(input, knowledgeBase, personaCatalogue.explore).map((a) =>
    gather(a, input, knowledgeBase, taken),
  );
}

describe(peerReview.name, () => {
  it('has every other agent score the post on every criterion, with a reason naming each', () => {
    const team = panel();
    const author = team[0]!;
    const used = draft(author, input).used.map((n) =>
      author.facts.find((f) => f.id === n.entryId)!,
    );

    const sut = peerReview({ author, used, relevance: 1 }, team, input.evaluationCriteria);

    expect(sut.reviews.map((r) => r.reviewer)).toEqual(team.slice(1).map((r) => r.figure.name));
    for (const review of sut.reviews) {
      expect(Object.keys(review.scores)).toEqual(input.evaluationCriteria);
      for (const criterion of ['Accuracy', 'Creativity', 'Practicality', 'Humour'])
        expect(review.reason).toContain(criterion);
    }
    expect(sut.confidence).toBeGreaterThan(0);
    expect(sut.confidence).toBeLessThanOrEqual(1);
  });

  it('rates a post on the topic as more relevant and more accurate than one from a figure off the topic', () => {
    const team = panel();
    const best = team[0]!;
    const filler = {
      ...team[0]!,
      onTopic: [],
      notes: team[0]!.notes.map((n) => ({ ...n, onTopic: false })),
    };
    const usedOf = (r: typeof best) => r.facts.slice(0, 2);

    const onTopic = peerReview({ author: best, used: usedOf(best), relevance: 1 }, team, [
      'accuracy',
    ]);
    const offTopic = peerReview({ author: filler, used: usedOf(filler), relevance: 0 }, team, [
      'accuracy',
    ]);

    expect(onTopic.relevanceScore).toBeGreaterThan(offTopic.relevanceScore);
    expect(onTopic.confidence).toBeGreaterThan(offTopic.confidence);
  });
});
