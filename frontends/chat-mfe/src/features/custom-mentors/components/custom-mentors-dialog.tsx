import type { CustomCharacter } from '@agora/contracts';
import {
  Button,
  Dialog,
  EmptyState,
  ErrorCard,
  Spinner,
  toastError,
  useCustomCharacters,
  useHost,
} from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCardJson, downloadCardPng } from '../api/export-character-card';
import { useSaveCustomCharacter } from '../api/save-custom-character';
import { CardImportButton } from './card-import-button';
import { DeleteMentorDialog } from './delete-mentor-dialog';
import { MentorCard } from './mentor-card';
import { MentorForm } from './mentor-form';
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
  const list = useCustomCharacters(open && host.user !== null);
  const save = useSaveCustomCharacter();
  const [deleting, setDeleting] = useState<CustomCharacter | null>(null);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });

  const onExportJson = async (mentor: CustomCharacter) => {
    try {
      await downloadCardJson(mentor.id);
    } catch {
      toastError(t('mentors.toast.exportFailed'));
    }
  };

  const body = () => {
    if (mode.kind !== 'list') {
      const editing = mode.kind === 'edit' ? mode.mentor : undefined;
      return (
        <MentorForm
          initial={editing}
          saving={save.isPending}
          onCancel={() => setMode({ kind: 'list' })}
          onSubmit={(input) =>
            save.mutate(
              { id: editing?.id, input },
              {
                onSuccess: () => {
                  host.toast({
                    title: editing ? t('mentors.toast.updated') : t('mentors.toast.created'),
                  });
                  setMode({ kind: 'list' });
                },
                onError: () =>
                  toastError(
                    editing ? t('mentors.toast.updateFailed') : t('mentors.toast.createFailed'),
                  ),
              },
            )
          }
        />
      );
    }
    if (list.isPending) return <Spinner label={t('loading')} />;
    if (list.isError)
      return <ErrorCard message={t('mentors.loadFailed')} onRetry={() => void list.refetch()} />;
    if (list.data.length === 0) {
      return (
        <EmptyState
          icon="🤖"
          title={t('mentors.empty')}
          action={
            <Button onClick={() => setMode({ kind: 'create' })}>{t('mentors.createFirst')}</Button>
          }
        />
      );
    }
    return (
      <ul className="mentor-list">
        {list.data.map((mentor) => (
          <MentorCard
            key={mentor.id}
            mentor={mentor}
            onSelect={onSelect ? () => onSelect(`custom-${mentor.id}`) : undefined}
            onEdit={() => setMode({ kind: 'edit', mentor })}
            onExportJson={() => void onExportJson(mentor)}
            onExportPng={() => downloadCardPng(mentor.id, mentor.name)}
            onDelete={() => setDeleting(mentor)}
          />
        ))}
      </ul>
    );
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('mentors.title')} className="mentors-dialog">
      {mode.kind === 'list' && (
        <div className="mentors-dialog__toolbar">
          <Button
            onClick={() => setMode({ kind: 'create' })}
          >{`＋ ${t('mentors.createNew')}`}</Button>
          <CardImportButton />
        </div>
      )}
      {body()}
      <DeleteMentorDialog mentor={deleting} onDone={() => setDeleting(null)} />
    </Dialog>
  );
}
