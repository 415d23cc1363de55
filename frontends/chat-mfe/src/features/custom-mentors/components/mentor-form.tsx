import type { CustomCharacter, CustomCharacterInput } from '@agora/contracts';
import { Button, Label, Switch } from '@agora/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  initialMentorValues,
  isMentorComplete,
  type MentorFormValues,
} from '../lib/mentor-form-values';
import { MentorFormField } from './mentor-form-field';

/** Create/edit form: Save stays disabled until name, specialty and personality are filled. */
export function MentorForm({
  initial,
  saving,
  onSubmit,
  onCancel,
}: {
  initial?: CustomCharacter;
  saving: boolean;
  onSubmit(input: CustomCharacterInput): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('chat');
  const id = useId();
  const [form, setForm] = useState(() => initialMentorValues(initial));
  const set = <K extends keyof MentorFormValues>(key: K, value: MentorFormValues[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const complete = isMentorComplete(form);
  const field = (key: Exclude<keyof MentorFormValues, 'isPublic'>, required = false) => (
    <MentorFormField
      formId={id}
      field={key}
      value={form[key]}
      required={required}
      onChange={(value) => set(key, value)}
    />
  );

  return (
    <form
      className="mentor-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete && !saving) onSubmit(form);
      }}
    >
      {field('name', true)}
      {field('avatar')}
      {field('specialty', true)}
      {field('personality', true)}
      {field('background')}
      {field('speakingStyle')}
      {field('greeting')}
      <div className="mentor-form__switch">
        <Switch
          id={`${id}-public`}
          checked={form.isPublic}
          onCheckedChange={(checked) => set('isPublic', checked)}
        />
        <Label htmlFor={`${id}-public`}>{t('mentors.fields.isPublic')}</Label>
      </div>
      <div className="mentor-form__buttons">
        <Button variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!complete || saving}>
          {initial ? t('mentors.update') : t('mentors.create')}
        </Button>
      </div>
    </form>
  );
}
