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
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCard, exportCharacterCard, useImportCharacterCard } from '../api/character-card';
import { useSaveCustomCharacter } from '../api/save-custom-character';
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
  const importCard = useImportCharacterCard();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const fileInput = useRef<HTMLInputElement>(null);

  const onImportFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      await importCard.mutateAsync(JSON.parse(await file.text()));
      host.toast({ title: t('mentors.toast.imported') });
    } catch {
      toastError(t('mentors.toast.importFailed'));
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const onExport = async (mentor: CustomCharacter) => {
    try {
      downloadCard(await exportCharacterCard(mentor.id));
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
            onExport={() => void onExport(mentor)}
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
          <Button
            variant="outline"
            onClick={() => fileInput.current?.click()}
            disabled={importCard.isPending}
          >
            {t('mentors.import')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="application/json,.json"
            hidden
            aria-label={t('mentors.import')}
            data-testid="import-card-input"
            onChange={(e) => void onImportFile(e.target.files?.[0])}
          />
        </div>
      )}
      {body()}
      <DeleteMentorDialog mentor={deleting} onDone={() => setDeleting(null)} />
    </Dialog>
  );
}
