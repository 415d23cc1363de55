import { Button, toastError, useHost } from '@agora/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CARD_FILE_LIMIT_MB,
  CardFileTooLargeError,
  useImportCharacterCard,
} from '../api/import-character-card';
import { reasonOfError } from '../lib/reason-of-error';

/** Accepts what other character-chat tools export: PNG cards and JSON cards (V1, V2, V3). */
export const CARD_FILE_TYPES = 'image/png,.png,application/json,.json';

/** 'Import card': picks a PNG or JSON card file and imports it once, whatever the clicks. */
export function CardImportButton() {
  const { t } = useTranslation('chat');
  const host = useHost();
  const importCard = useImportCharacterCard();
  const input = useRef<HTMLInputElement>(null);
  // A ref, not the mutation's state: a second change event can come before React re-renders.
  const busy = useRef(false);

  const onFile = async (file: File | undefined) => {
    if (!file || busy.current) return;
    busy.current = true;
    try {
      const mentor = await importCard.mutateAsync(file);
      host.toast({ title: t('mentors.toast.imported'), description: mentor.name });
    } catch (error) {
      toastError(
        error instanceof CardFileTooLargeError
          ? t('mentors.toast.fileTooLarge', { limit: CARD_FILE_LIMIT_MB })
          : t('mentors.toast.importFailed', {
              reason: reasonOfError(error) ?? t('mentors.toast.importUnknown'),
            }),
      );
    } finally {
      busy.current = false;
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <Button
        variant="outline"
        onClick={() => input.current?.click()}
        disabled={importCard.isPending}
        title={t('mentors.importHint', { limit: CARD_FILE_LIMIT_MB })}
      >
        {importCard.isPending ? t('mentors.importing') : t('mentors.import')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={CARD_FILE_TYPES}
        hidden
        aria-label={t('mentors.import')}
        data-testid="import-card-input"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
    </>
  );
}
