import type { CustomCharacter } from '@agora/contracts';
import { Button, Dialog, PlusIcon, useHost } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardImportButton } from './card-import-button';
import { DeleteMentorDialog } from './delete-mentor-dialog';
import { MentorEditor } from './mentor-editor';
import { MentorList } from './mentor-list';
import './custom-mentors.css';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; mentor: CustomCharacter };

/** 'Custom AI Mentors': list, create, edit, delete, select, and Character Card import/export. */
export function CustomMentorsDialog({
  open,
  onClose,
  onSelect,
}: {
  open: boolean;
  onClose(): void;
  onSelect?(persona: string): void;
}) {
  const { t } = useTranslation('chat');
  const host = useHost();
  const [deleting, setDeleting] = useState<CustomCharacter | null>(null);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const toList = () => setMode({ kind: 'list' });

  return (
    <Dialog open={open} onClose={onClose} title={t('mentors.title')} className="mentors-dialog">
      {mode.kind === 'list' ? (
        <>
          <div className="mentors-dialog__toolbar">
            <Button onClick={() => setMode({ kind: 'create' })}>
              <PlusIcon size={16} />
              {t('mentors.createNew')}
            </Button>
            <CardImportButton />
          </div>
          <MentorList
            enabled={open && host.user !== null}
            onCreate={() => setMode({ kind: 'create' })}
            onEdit={(mentor) => setMode({ kind: 'edit', mentor })}
            onDelete={setDeleting}
            onSelect={onSelect}
          />
        </>
      ) : (
        <MentorEditor mentor={mode.kind === 'edit' ? mode.mentor : undefined} onDone={toList} />
      )}
      <DeleteMentorDialog mentor={deleting} onDone={() => setDeleting(null)} />
    </Dialog>
  );
}
