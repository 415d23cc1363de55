import { toastError } from '@agora/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteLoader } from './remote-loader';

/** Mounts chat/ChatOverlay over the app, loading it on first use. */
export function ChatOverlayHost({ persona, onClose }: { persona: string; onClose(): void }) {
  const { t } = useTranslation('shell');
  const loader = useRemoteLoader();
  const queryClient = useQueryClient();
  const overlay = useQuery({
    queryKey: ['remote-chat-overlay'],
    queryFn: async () => ({ Overlay: await loader.loadChatOverlay() }),
    staleTime: Infinity,
    retry: false,
  });

  useEffect(() => {
    if (!overlay.isError) return;
    toastError(t('remote.chatUnavailable'));
    // forget the failure so the next openChat tries again
    queryClient.removeQueries({ queryKey: ['remote-chat-overlay'] });
    onClose();
  }, [overlay.isError, onClose, t, queryClient]);

  if (!overlay.data) return null;
  const { Overlay } = overlay.data;
  return (
    <RemoteErrorBoundary resetKey={0} fallback={() => <ClosedAfterCrash onClose={onClose} />}>
      <Overlay persona={persona} onClose={onClose} />
    </RemoteErrorBoundary>
  );
}

function ClosedAfterCrash({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    toastError(t('remote.chatUnavailable'));
    onClose();
  }, [onClose, t]);
  return null;
}
