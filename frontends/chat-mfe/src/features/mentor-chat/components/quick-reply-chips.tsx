import { Button } from '@agora/ui';
import { useTranslation } from 'react-i18next';

/** The quick replies above the input; pressing one sends its text. */
export function QuickReplyChips({
  chips,
  disabled,
  onPick,
}: {
  chips: string[];
  disabled: boolean;
  onPick(text: string): void;
}) {
  const { t } = useTranslation('chat');
  return (
    <div className="chat-composer__chips" role="group" aria-label={t('quick.label')}>
      {chips.map((key) => (
        <Button
          key={key}
          size="sm"
          variant="outline"
          disabled={disabled}
          onClick={() => onPick(t(key))}
        >
          {t(key)}
        </Button>
      ))}
    </div>
  );
}
