import type { CustomCharacter } from '@agora/contracts';
import { toastError, useHost } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { useSaveCustomCharacter } from '../api/save-custom-character';
import { reasonOfError } from '../lib/reason-of-error';
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
            // The server's reason when it gave one (e.g. the daily limit, or the most one account may keep).
            onError: (error) => {
              const reason = reasonOfError(error);
              const failed = mentor ? 'mentors.toast.updateFailed' : 'mentors.toast.createFailed';
              toastError(reason ? t(`${failed}Reason`, { reason }) : t(failed));
            },
          },
        )
      }
    />
  );
}
