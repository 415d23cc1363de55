import type { CustomCharacter } from '@agora/contracts';
import { toastError, useHost } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { useSaveCustomCharacter } from '../api/save-custom-character';
import { MentorForm } from './mentor-form';

/** Creates a mentor, or edits `mentor`, and says how it went. */
export function MentorEditor({ mentor, onDone }: { mentor?: CustomCharacter; onDone(): void }) {
  const { t } = useTranslation('chat');
  const host = useHost();
  const save = useSaveCustomCharacter();
  return (
    <MentorForm
      initial={mentor}
      saving={save.isPending}
      onCancel={onDone}
      onSubmit={(input) =>
        save.mutate(
          { id: mentor?.id, input },
          {
            onSuccess: () => {
              host.toast({
                title: mentor ? t('mentors.toast.updated') : t('mentors.toast.created'),
              });
              onDone();
            },
            onError: () =>
              toastError(
                mentor ? t('mentors.toast.updateFailed') : t('mentors.toast.createFailed'),
              ),
          },
        )
      }
    />
  );
}
