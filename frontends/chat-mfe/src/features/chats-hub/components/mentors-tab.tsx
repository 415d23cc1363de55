import {
  Button,
  ErrorCard,
  Label,
  Spinner,
  useCustomCharacters,
  useHost,
  usePersonas,
} from '@agora/ui';
import type { ComponentType } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MentorBlurbs } from './mentor-blurbs';
import { MentorSelect } from './mentor-select';

type MentorManager = ComponentType<{
  open: boolean;
  onClose(): void;
  onSelect?(persona: string): void;
}>;

/** AI Mentors tab: promo, three blurbs, a mentor dropdown (24 figures + custom mentors), Manage, Start Chat. */
export function MentorsTab({ MentorManager }: { MentorManager?: MentorManager }) {
  const { t } = useTranslation('chat');
  const host = useHost();
  const id = useId();
  const catalogue = usePersonas();
  // The 'Custom Mentors' group holds the learner's own (spec 02, Chats hub); another learner's public
  // mentor joins it only once chosen in the manager, so the dropdown can show the choice.
  const mine = useCustomCharacters(true);
  const [persona, setPersona] = useState('');
  const [managing, setManaging] = useState(false);
  const figures = (catalogue.data?.mentors ?? [])
    .map((name) => catalogue.data!.figures.find((f) => f.name === name))
    .filter((f) => f !== undefined);

  return (
    <div className="chats-hub__mentors">
      <p className="chats-hub__promo">{t('hub.promo')}</p>
      <MentorBlurbs />
      {catalogue.isPending && <Spinner label={t('loading')} />}
      {catalogue.isError && (
        <ErrorCard message={t('hub.loadFailed')} onRetry={() => void catalogue.refetch()} />
      )}
      {catalogue.data && (
        <div className="chats-hub__picker">
          <Label htmlFor={id}>{t('hub.chooseMentor')}</Label>
          <MentorSelect
            id={id}
            value={persona}
            figures={figures}
            customs={mine.data?.filter((c) => c.isOwner || `custom-${c.id}` === persona)}
            onChange={setPersona}
          />
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
