import type { CustomCharacter, CustomCharacterInput } from '@agora/contracts';
import { Button, Input, Label, Switch, Textarea } from '@agora/ui';
import { CUSTOM_CHARACTER_LIMITS } from '@agora/contracts/src/custom-character-limits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const EMPTY_MENTOR: Required<CustomCharacterInput> = {
  name: '',
  avatar: '🤖',
  specialty: '',
  personality: '',
  background: '',
  speakingStyle: '',
  greeting: '',
  isPublic: false,
};

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
  const [form, setForm] = useState<Required<CustomCharacterInput>>(
    initial ? { ...EMPTY_MENTOR, ...pick(initial) } : EMPTY_MENTOR,
  );
  const set = <K extends keyof CustomCharacterInput>(
    key: K,
    value: Required<CustomCharacterInput>[K],
  ) => setForm((f) => ({ ...f, [key]: value }));
  const complete = [form.name, form.specialty, form.personality].every((v) => v.trim().length > 0);

  const field = (key: 'name' | 'avatar' | 'specialty', required = false) => (
    <div className="mentor-form__field">
      <Label htmlFor={`${id}-${key}`}>
        {t(`mentors.fields.${key}`)}
        {required && ' *'}
      </Label>
      <Input
        id={`${id}-${key}`}
        value={form[key]}
        required={required}
        onChange={(e) => set(key, e.target.value)}
        placeholder={t(`mentors.placeholders.${key}`)}
      />
    </div>
  );
  const area = (
    key: 'personality' | 'background' | 'speakingStyle' | 'greeting',
    required = false,
  ) => (
    <div className="mentor-form__field">
      <Label htmlFor={`${id}-${key}`}>
        {t(`mentors.fields.${key}`)}
        {required && ' *'}
      </Label>
      <Textarea
        id={`${id}-${key}`}
        value={form[key]}
        required={required}
        rows={3}
        maxLength={CUSTOM_CHARACTER_LIMITS[key]}
        onChange={(e) => set(key, e.target.value)}
        placeholder={t(`mentors.placeholders.${key}`)}
      />
    </div>
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
      {area('personality', true)}
      {area('background')}
      {area('speakingStyle')}
      {area('greeting')}
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

function pick(c: CustomCharacter): Required<CustomCharacterInput> {
  const { name, avatar, specialty, personality, background, speakingStyle, greeting, isPublic } = c;
  return { name, avatar, specialty, personality, background, speakingStyle, greeting, isPublic };
}
