import type { ReactedPost } from '@agora/contracts';
import { useHost } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { reactionsFullText } from '../../../lib/reactions/reactions-full';
import { useToggleReaction, type ReactionKind } from '../../../lib/reactions/toggle-reaction';

const TOAST_KEYS = {
  like: { on: ['liked', 'likedText'], off: ['unliked', 'unlikedText'], failed: 'likeFailed' },
  save: { on: ['saved', 'savedText'], off: ['unsaved', 'unsavedText'], failed: 'saveFailed' },
} as const;

/** Toggles `kind` on a listed post and says what the server made of it ('Post saved!' or 'Removed…'). */
export function useReactedPostToggle(kind: ReactionKind) {
  const { t } = useTranslation('feed');
  const host = useHost();
  const toggle = useToggleReaction(kind);
  const keys = TOAST_KEYS[kind];

  return async (post: ReactedPost, removing: boolean) => {
    try {
      const on = await toggle.mutateAsync(post);
      const [title, description] = on ? keys.on : keys.off;
      host.toast({ title: t(`reactions.${title}`), description: t(`reactions.${description}`) });
    } catch (error) {
      const failed = removing ? (kind === 'like' ? 'unlikeFailed' : 'unsaveFailed') : keys.failed;
      host.toast({
        title: t('error'),
        description: reactionsFullText(t, kind, error) ?? t(`reactions.${failed}`),
        variant: 'destructive',
      });
    }
  };
}
