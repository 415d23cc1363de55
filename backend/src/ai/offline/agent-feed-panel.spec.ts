import { personaCatalogue } from '../catalogue/persona-catalogue';
import { knowledgeBase } from '../knowledge';
import type { AgentFeedInput } from '../types/agent-feed.types';
import { choosePanel, draft, entryOfCitation, gather } from './agent-feed-panel';

const input = (over: Partial<AgentFeedInput> = {}): AgentFeedInput => ({
  topic: 'electricity and magnetism',
  agentCount: 5,
  researchDepth: 3,
  includeResearch: true,
  evaluationCriteria: ['accuracy', 'creativity', 'practicality'],
  postLength: 'snackable',
  madePoints: [],
  usedSources: [],
  ...over,
});

function run(request: AgentFeedInput) {
  const panel = choosePanel(request, knowledgeBase, personaCatalogue.explore);
  const taken = new Set<string>();
  const research = panel.map((a) => gather(a, request, knowledgeBase, taken));
  return { panel, research, drafts: research.map((r) => draft(r, request)) };
}

describe('the offline agent panel', () => {
  it('chooses distinct figures with distinct angles, fitting figures first', () => {
    const { panel } = run(input());
    expect(panel).toHaveLength(5);
    expect(new Set(panel.map((a) => a.figure.name)).size).toBe(5);
    expect(new Set(panel.map((a) => a.agent.angle)).size).toBe(5);
    expect(panel[0]!.onTopic.length).toBeGreaterThan(0);
  });

  it('gathers as many entries as the research depth, each a real entry, none twice', () => {
    for (const depth of [1, 3, 5]) {
      const { research } = run(input({ researchDepth: depth }));
      const ids = research.flatMap((r) =>
        r.notes.map((n) => entryOfCitation(n.citation, knowledgeBase)?.id),
      );
      for (const r of research) expect(r.notes.length).toBeLessThanOrEqual(depth);
      expect(research.filter((r) => r.notes.length === depth).length).toBeGreaterThanOrEqual(3);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(knowledgeBase.facts.some((f) => f.id === id)).toBe(true);
    }
  });

  it('writes longer posts for longer lengths, within each limit', () => {
    const lengths = (['bite-sized', 'snackable', 'feast-mode'] as const).map((postLength) =>
      Math.max(...run(input({ postLength, researchDepth: 5 })).drafts.map((d) => d.content.length)),
    );
    expect(lengths[0]).toBeLessThanOrEqual(280);
    expect(lengths[1]).toBeLessThanOrEqual(700);
    expect(lengths[2]).toBeLessThanOrEqual(1400);
    expect(lengths[0]!).toBeLessThan(lengths[1]!);
    expect(lengths[1]!).toBeLessThan(lengths[2]!);
  });

  it('does not draw again on entries or points a feed already has', () => {
    const first = run(input());
    const again = run(
      input({
        usedSources: first.research.flatMap((r) => r.notes.map((n) => n.citation)),
        madePoints: first.drafts.flatMap((d) => d.bulletSummary),
      }),
    );
    const before = new Set(first.drafts.flatMap((d) => d.bulletSummary));
    expect(again.drafts.flatMap((d) => d.bulletSummary).filter((b) => before.has(b))).toEqual([]);
    expect(again.drafts.length).toBeGreaterThan(0);
  });
});
