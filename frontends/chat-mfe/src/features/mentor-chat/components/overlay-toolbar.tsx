import { Button } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonaView } from '../hooks/use-persona-view';
import type { MentorManager } from '../lib/mentor-manager';
import { PersonaPicker } from './persona-picker';

/** The persona picker and, signed in, Manage (the custom-mentors manager); a new persona starts a new chat. */
export function OverlayToolbar({
  persona,
  view,
  signedIn,
  MentorManager,
  onPersona,
}: {
  persona: string;
  view: PersonaView;
  signedIn: boolean;
  MentorManager?: MentorManager;
  onPersona(persona: string): void;
}) {
  const { t } = useTranslation('chat');
  const [managing, setManaging] = useState(false);
  return (
    <div className="chat-overlay__toolbar">
      <PersonaPicker
        value={persona}
        figures={view.figures}
        customs={view.customs}
        allFigures={view.allFigures}
        onChange={onPersona}
      />
      {signedIn && (
        <Button size="sm" variant="outline" onClick={() => setManaging(true)}>
          {t('manage')}
        </Button>
      )}
      {MentorManager && managing && (
        <MentorManager
          open
          onClose={() => setManaging(false)}
          onSelect={(next) => {
            setManaging(false);
            onPersona(next);
          }}
        />
      )}
    </div>
  );
}
