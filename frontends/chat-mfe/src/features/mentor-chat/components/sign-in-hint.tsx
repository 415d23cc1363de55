import { Button, useHost } from '@agora/ui';
import { useTranslation } from 'react-i18next';

/** For visitors: chats are saved only for signed-in learners. */
export function SignInHint() {
  const { t } = useTranslation('chat');
  const host = useHost();
  return (
    <p className="ag-muted chat-overlay__signin">
      {t('signInForHistory')}{' '}
      <Button size="sm" variant="outline" onClick={() => host.login()}>
        {t('signIn')}
      </Button>
    </p>
  );
}
