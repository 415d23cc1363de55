import type { ClaimKind } from '@agora/contracts';
import { Badge, InfoIcon } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import './reply-honesty.css';

export interface ReplyHonestyProps {
  claimKind?: ClaimKind | null;
  sources?: string[] | null;
}

/** How grounded a mentor's reply is: its claim-kind badge and what it drew on, as on a feed post. */
export function ReplyHonesty({ claimKind, sources }: ReplyHonestyProps) {
  const { t } = useTranslation('chat');
  const list = sources ?? [];
  if (!claimKind && list.length === 0) return null;
  return (
    <div className="chat-honesty">
      {claimKind && (
        <Badge variant={claimKind === 'documented' ? 'success' : 'default'}>
          {t(`claimKind.${claimKind}`)}
        </Badge>
      )}
      {list.length > 0 && (
        <details className="chat-honesty__sources">
          <summary>
            <InfoIcon size={14} />
            {t('sources')}
          </summary>
          <ul>
            {list.map((source) => (
              <li key={source}>{source}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
