import { ExploreScreen, type ExploreView } from './explore-screen';

/**
 * `/` and `/ask`: the main screen. A rabbit-hole share link (`/#/rabbit-hole/{id}`) opens that
 * thread read-only over it (the screen reads threads from the address).
 */
export function ExplorePage({ initialView = 'question' }: { initialView?: ExploreView }) {
  return <ExploreScreen initialView={initialView} />;
}

export function AskPage() {
  return <ExplorePage initialView="question" />;
}
