import type { ClaimKind } from '@agora/contracts';
import { Badge, InfoIcon, WarningNote } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import './reply-honesty.css';

export interface ReplyHonestyProps {
  claimKind?: ClaimKind | null;
  sources?: string[] | null;
  /** The chat's owner saved this reply: it is not the figure's words as Agora wrote them. */
  unverified?: true;
}

/**
 * How grounded a mentor's reply is: its claim-kind badge and what it drew on, as on a feed post,
 * or, for a reply a client saved, whose words they are.
 */
export function ReplyHonesty({ claimKind, sources, unverified }: ReplyHonestyProps) {
  const { t } = useTranslation('chat');
  const list = sources ?? [];
  if (!claimKind && list.length === 0 && !unverified) return null;
  return (
    <div className="chat-honesty">
      {unverified && <WarningNote>{t('savedByOwner')}</WarningNote>}
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
