import { useEffect, useState } from 'react';
import { ExploreScreen, type ExploreView } from './explore-screen';
import { SharedThread } from '../features/rabbit-holes/components/shared-thread';

const SHARE_HASH = /^#\/rabbit-hole\/([0-9a-f-]{36})$/i;

function sharedThreadId(): string | null {
  return SHARE_HASH.exec(window.location.hash)?.[1] ?? null;
}

/** `/` and `/ask`: the main screen; a rabbit-hole share link (`/#/rabbit-hole/{id}`) opens that thread read-only. */
export function ExplorePage({ initialView = 'question' }: { initialView?: ExploreView }) {
  const [shared, setShared] = useState<string | null>(sharedThreadId);
  useEffect(() => {
    const update = () => setShared(sharedThreadId());
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  if (shared) {
    return (
      <SharedThread
        id={shared}
        onClose={() => {
          history.replaceState(null, '', window.location.pathname + window.location.search);
          setShared(null);
        }}
      />
    );
  }
  return <ExploreScreen initialView={initialView} />;
}

export function AskPage() {
  return <ExplorePage initialView="question" />;
}
