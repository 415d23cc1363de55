import type { CustomCharacter, PersonaSummary } from '@agora/contracts';
import { Select } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { isImageAvatar } from '../../../lib/avatar';

/** The mentor dropdown: the catalogue's figures, then the learner's custom mentors when any. */
export function MentorSelect({
  id,
  value,
  figures,
  customs,
  onChange,
}: {
  id: string;
  value: string;
  figures: PersonaSummary[];
  customs: CustomCharacter[] | undefined;
  onChange(persona: string): void;
}) {
  const { t } = useTranslation('chat');
  return (
    <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('hub.choosePlaceholder')}</option>
      <optgroup label={t('picker.figures')}>
        {figures.map((f) => (
          <option key={f.name} value={f.name}>{`${f.avatar} ${f.name} — ${f.specialty}`}</option>
        ))}
      </optgroup>
      {(customs?.length ?? 0) > 0 && (
        <optgroup label={t('hub.customGroup')}>
          {customs!.map((c) => (
            <option
              key={c.id}
              value={`custom-${c.id}`}
              dir="auto"
            >{`${isImageAvatar(c.avatar) ? '' : `${c.avatar} `}${c.name} — ${c.specialty}`}</option>
          ))}
        </optgroup>
      )}
    </Select>
  );
}
