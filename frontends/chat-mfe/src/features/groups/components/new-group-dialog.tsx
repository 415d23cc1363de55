import { Button, Dialog, Input, Label, Textarea, useHost } from '@agora/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateGroupChat } from '../api/create-group-chat';
import { useCreateGroupFailure } from '../hooks/use-create-group-failure';

/** The New Group dialog: name required (trimmed), description optional. */
export function NewGroupDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('chat');
  const host = useHost();
  const create = useCreateGroupChat();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const nameId = useId();
  const descriptionId = useId();
  const canCreate = name.trim().length > 0 && !create.isPending;

  const close = () => {
    setName('');
    setDescription('');
    onClose();
  };
  const failed = useCreateGroupFailure(close);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canCreate) return;
    create.mutate(
      { name: name.trim(), description: description.trim() || undefined },
      {
        onSuccess: () => {
          host.toast({ title: t('groups.toast.created') });
          close();
        },
        onError: failed,
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('groups.new.title')}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={nameId + '-form'} disabled={!canCreate}>
            {t('groups.new.create')}
          </Button>
        </>
      }
    >
      <form id={nameId + '-form'} className="ag-stack" onSubmit={submit}>
        <Label htmlFor={nameId}>{t('groups.new.name')}</Label>
        <Input
          id={nameId}
          value={name}
          maxLength={80}
          autoFocus
          dir="auto"
          onChange={(e) => setName(e.target.value)}
          placeholder={t('groups.new.namePlaceholder')}
        />
        <Label htmlFor={descriptionId}>{t('groups.new.description')}</Label>
        <Textarea
          id={descriptionId}
          value={description}
          maxLength={500}
          dir="auto"
          onChange={(e) => setDescription(e.target.value)}
          placeholder={t('groups.new.descriptionPlaceholder')}
        />
      </form>
    </Dialog>
  );
}
