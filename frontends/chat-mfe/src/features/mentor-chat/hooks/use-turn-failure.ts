import { statusOfError, toastError, useCreditsErrorToast } from '@agora/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteMessage } from '../api/delete-message';
import type { ChatMessages } from './use-chat-messages';

/** What a failed turn leaves: the chat it was in (when saved) and every id its messages had. */
export interface FailedTurn {
  chatId: string | null;
  ids: string[];
}

/**
 * Undoes a turn whose reply failed (spec 01 §4: the learner's message is removed), on the server
 * too, and tells why: an error, a translation key, or nothing (the learner stopped it).
 */
export function useTurnFailure({ remove }: Pick<ChatMessages, 'remove'>) {
  const { t } = useTranslation('chat');
  const creditsToast = useCreditsErrorToast();

  const tell = useCallback(
    (reason: unknown) => {
      if (reason === null) return;
      if (typeof reason === 'string') return toastError(t(reason));
      if (creditsToast(reason)) return;
      toastError(
        statusOfError(reason) === 404 ? t('errors.personaUnavailable') : t('errors.response'),
      );
    },
    [creditsToast, t],
  );

  /** Always `false`: the turn did not stay (what `send` resolves to). */
  const drop = useCallback(
    (turn: FailedTurn, reason: unknown): false => {
      remove(...turn.ids);
      const saved = turn.ids.slice(2);
      if (turn.chatId)
        for (const id of saved)
          deleteMessage(turn.chatId, id).catch((error: unknown) =>
            console.error('Failed to remove the unanswered message', error),
          );
      tell(reason);
      return false;
    },
    [remove, tell],
  );

  return useMemo(() => ({ drop }), [drop]);
}
