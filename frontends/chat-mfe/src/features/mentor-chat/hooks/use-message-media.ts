import { toastError, useCreditsErrorToast } from '@agora/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generateImage } from '../api/generate-image';
import { generateVoice } from '../api/generate-voice';
import type { LocalMessage } from '../lib/local-message';
import { useAudioPlayer } from './use-audio-player';

/** Voice and image for assistant messages: generated on demand, kept on the message, one audio playing at a time. */
export function useMessageMedia(
  persona: string,
  update: (id: string, patch: Partial<LocalMessage>) => void,
) {
  const { t } = useTranslation('chat');
  const creditsToast = useCreditsErrorToast();
  const [busy, setBusy] = useState<Record<string, 'voice' | 'image' | undefined>>({});
  const onPlayError = useCallback(() => toastError(t('errors.playAudio')), [t]);
  const player = useAudioPlayer(onPlayError);

  const run = useCallback(
    async (
      message: LocalMessage,
      kind: 'voice' | 'image',
      work: () => Promise<Partial<LocalMessage>>,
      failure: string,
    ) => {
      setBusy((b) => ({ ...b, [message.id]: kind }));
      try {
        const patch = await work();
        update(message.id, patch);
        return patch;
      } catch (error) {
        if (!creditsToast(error)) toastError(failure);
        return null;
      } finally {
        setBusy((b) => ({ ...b, [message.id]: undefined }));
      }
    },
    [creditsToast, update],
  );

  const onVoice = useCallback(
    async (message: LocalMessage) => {
      if (message.audioUrl) return player.toggle(message.audioUrl);
      const patch = await run(
        message,
        'voice',
        async () => ({
          audioUrl: (await generateVoice(message.content, message.saved ? message.id : undefined))
            .audioUrl,
        }),
        t('errors.voice'),
      );
      if (patch?.audioUrl) player.toggle(patch.audioUrl);
    },
    [player, run, t],
  );

  const onImage = useCallback(
    (message: LocalMessage) =>
      void run(
        message,
        'image',
        async () => ({
          imageUrl: (
            await generateImage(message.content, persona, message.saved ? message.id : undefined)
          ).imageUrl,
        }),
        t('errors.image'),
      ),
    [persona, run, t],
  );

  return { busy, playingUrl: player.playingUrl, onVoice, onImage };
}
