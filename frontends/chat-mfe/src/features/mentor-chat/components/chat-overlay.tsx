import { Button, Dialog, registerTranslations } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { chatTranslations } from '../../../locales';

// Exposed on its own (./ChatOverlay), so it registers the namespace it needs itself.
registerTranslations('chat', chatTranslations);

export interface ChatOverlayProps {
  persona: string;
  onClose(): void;
}

/** The mentor chat overlay the shell mounts for host.openChat(persona). */
export function ChatOverlay({ persona, onClose }: ChatOverlayProps) {
  const { t } = useTranslation('chat');
  return (
    <Dialog open onClose={onClose} title={t('overlay.title')}>
      <p>{t('overlay.startWith', { persona })}</p>
      <p className="ag-muted">{t('placeholder')}</p>
      <Button variant="outline" onClick={onClose}>
        {t('ui:close')}
      </Button>
    </Dialog>
  );
}

export default ChatOverlay;
