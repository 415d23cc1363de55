import type { ReactedPost } from '@agora/contracts';
import { Button, Card } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import type { ReactionKind } from '../../../lib/reactions/toggle-reaction';

const LABELS = {
  like: { remove: 'unlike', add: 'like', on: 'likedState' },
  save: { remove: 'unsave', add: 'save', on: 'savedState' },
} as const;

/**
 * A post of the Liked or Saved list: Unlike / Unsave removes it; the other reaction's button shows
 * its real state (pressed 'Saved' on a post already saved) and toggles it.
 */
export function ReactedPostCard(props: {
  post: ReactedPost;
  kind: ReactionKind;
  otherOn: boolean;
  onRemove(): void;
  onToggleOther(): void;
}) {
  const { t } = useTranslation('feed');
  const other: ReactionKind = props.kind === 'like' ? 'save' : 'like';
  return (
    <Card className="feed-post" data-testid="reacted-post">
      <strong dir="auto">{props.post.author}</strong>
      <p className="feed-post__content" dir="auto">
        {props.post.content}
      </p>
      <div className="feed-row">
        <Button variant="outline" size="sm" onClick={props.onRemove}>
          {t(`reactions.${LABELS[props.kind].remove}`)}
        </Button>
        <Button
          variant={props.otherOn ? 'secondary' : 'ghost'}
          size="sm"
          aria-pressed={props.otherOn}
          onClick={props.onToggleOther}
        >
          {t(`reactions.${props.otherOn ? LABELS[other].on : LABELS[other].add}`)}
        </Button>
      </div>
    </Card>
  );
}
