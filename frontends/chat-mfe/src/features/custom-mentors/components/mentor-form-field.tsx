import { Input, Label, Textarea } from '@agora/ui';
import { CUSTOM_CHARACTER_LIMITS } from '@agora/contracts/src/custom-character-limits';
import { useTranslation } from 'react-i18next';

type LineKey = 'name' | 'avatar' | 'specialty';
type AreaKey = 'personality' | 'background' | 'speakingStyle' | 'greeting';

/** One labelled form field: a one-line input, or a text area limited to the card's length. */
export function MentorFormField({
  formId,
  field,
  value,
  required = false,
  onChange,
}: {
  formId: string;
  field: LineKey | AreaKey;
  value: string;
  required?: boolean;
  onChange(value: string): void;
}) {
  const { t } = useTranslation('chat');
  const common = {
    id: `${formId}-${field}`,
    value,
    required,
    placeholder: t(`mentors.placeholders.${field}`),
    dir: 'auto',
  };
  return (
    <div className="mentor-form__field">
      <Label htmlFor={common.id}>
        {t(`mentors.fields.${field}`)}
        {required && ' *'}
      </Label>
      {isArea(field) ? (
        <Textarea
          {...common}
          rows={3}
          maxLength={CUSTOM_CHARACTER_LIMITS[field]}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <Input {...common} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}

const isArea = (field: LineKey | AreaKey): field is AreaKey =>
  field !== 'name' && field !== 'avatar' && field !== 'specialty';
