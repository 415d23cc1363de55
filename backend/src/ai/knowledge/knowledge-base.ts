import type { Figure } from '../catalogue/figure';
import { Bm25Index, type Ranked } from './bm25-index';
import type { Fact } from './fact';

export interface FigureMatch {
  figure: Figure;
  score: number;
  facts: Ranked<Fact>[];
}

/** The curated facts of every figure, searchable by meaning (BM25 over text, topics and the figure's field). */
export class KnowledgeBase {
  private readonly index: Bm25Index<Fact>;
  private readonly byFigure = new Map<string, Fact[]>();

  constructor(
    readonly figures: readonly Figure[],
    readonly facts: readonly Fact[],
  ) {
    const figureByName = new Map(figures.map((f) => [f.name, f]));
    for (const fact of facts)
      this.byFigure.set(fact.figure, [...(this.byFigure.get(fact.figure) ?? []), fact]);
    this.index = new Bm25Index(
      facts.map((fact) => {
        const figure = figureByName.get(fact.figure);
        return {
          item: fact,
          fields: [
            { text: fact.text, weight: 1 },
            { text: fact.topics.join(' '), weight: 2 },
            { text: figure ? `${figure.specialty} ${figure.topics.join(' ')}` : '', weight: 0.5 },
          ],
        };
      }),
      (fact) => fact.figure,
    );
  }

  factsOf(figureName: string): readonly Fact[] {
    return this.byFigure.get(figureName) ?? [];
  }

  search(query: string, figureNames?: ReadonlySet<string>): Ranked<Fact>[] {
    return this.index.search(query, figureNames);
  }

  /** Figures ranked by their best matching facts (best fact + a share of the next two). */
  rankFigures(query: string, among: readonly Figure[] = this.figures): FigureMatch[] {
    const names = new Set(among.map((f) => f.name));
    const grouped = new Map<string, Ranked<Fact>[]>();
    for (const hit of this.search(query, names))
      grouped.set(hit.item.figure, [...(grouped.get(hit.item.figure) ?? []), hit]);
    return among
      .filter((figure) => grouped.has(figure.name))
      .map((figure) => {
        const facts = grouped.get(figure.name)!;
        const score =
          facts[0]!.score + 0.3 * (facts[1]?.score ?? 0) + 0.15 * (facts[2]?.score ?? 0);
        return { figure, score, facts };
      })
      .sort((x, y) => y.score - x.score);
  }
}
