import { Card } from '@agora/ui';
import { useTranslation } from 'react-i18next';

const BLURBS = ['personalized', 'voice', 'share'] as const;

/** The three cards that say what a mentor chat offers. */
export function MentorBlurbs() {
  const { t } = useTranslation('chat');
  return (
    <ul className="chats-hub__blurbs">
      {BLURBS.map((key) => (
        <li key={key}>
          <Card>
            <strong>{t(`hub.blurbs.${key}.title`)}</strong>
            <p className="ag-muted">{t(`hub.blurbs.${key}.text`)}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
