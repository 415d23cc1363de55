import {
  Button,
  Card,
  ErrorCard,
  Label,
  Select,
  Spinner,
  useCustomCharacters,
  useHost,
  usePersonas,
} from '@agora/ui';
import type { ComponentType } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isImageAvatar } from '../../../lib/avatar';

type MentorManager = ComponentType<{
  open: boolean;
  onClose(): void;
  onSelect?(persona: string): void;
}>;

const BLURBS = ['personalized', 'voice', 'share'] as const;

/** AI Mentors tab: promo, three blurbs, a mentor dropdown (24 figures + custom mentors), Manage, Start Chat. */
export function MentorsTab({ MentorManager }: { MentorManager?: MentorManager }) {
  const { t } = useTranslation('chat');
  const host = useHost();
  const id = useId();
  const catalogue = usePersonas();
  const mine = useCustomCharacters(true);
  const [persona, setPersona] = useState('');
  const [managing, setManaging] = useState(false);
  const figures = (catalogue.data?.mentors ?? [])
    .map((name) => catalogue.data!.figures.find((f) => f.name === name))
    .filter((f) => f !== undefined);

  return (
    <div className="chats-hub__mentors">
      <p className="chats-hub__promo">{t('hub.promo')}</p>
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
      {catalogue.isPending && <Spinner label={t('loading')} />}
      {catalogue.isError && (
        <ErrorCard message={t('hub.loadFailed')} onRetry={() => void catalogue.refetch()} />
      )}
      {catalogue.data && (
        <div className="chats-hub__picker">
          <Label htmlFor={id}>{t('hub.chooseMentor')}</Label>
          <Select id={id} value={persona} onChange={(e) => setPersona(e.target.value)}>
            <option value="">{t('hub.choosePlaceholder')}</option>
            <optgroup label={t('picker.figures')}>
              {figures.map((f) => (
                <option
                  key={f.name}
                  value={f.name}
                >{`${f.avatar} ${f.name} — ${f.specialty}`}</option>
              ))}
            </optgroup>
            {(mine.data?.length ?? 0) > 0 && (
              <optgroup label={t('hub.customGroup')}>
                {mine.data!.map((c) => (
                  <option
                    key={c.id}
                    value={`custom-${c.id}`}
                  >{`${isImageAvatar(c.avatar) ? '' : `${c.avatar} `}${c.name} — ${c.specialty}`}</option>
                ))}
              </optgroup>
            )}
          </Select>
          <div className="chats-hub__buttons">
            <Button variant="outline" onClick={() => setManaging(true)}>
              {t('hub.manage')}
            </Button>
            <Button disabled={!persona} onClick={() => host.openChat(persona)}>
              {t('hub.startChat')}
            </Button>
          </div>
        </div>
      )}
      {MentorManager && managing && (
        <MentorManager
          open
          onClose={() => setManaging(false)}
          onSelect={(next) => {
            setManaging(false);
            setPersona(next);
          }}
        />
      )}
    </div>
  );
}
