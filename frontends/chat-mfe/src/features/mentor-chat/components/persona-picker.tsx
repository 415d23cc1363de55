import type { CustomCharacter, PersonaSummary } from '@agora/contracts';
import { Select } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { isImageAvatar } from '../../../lib/avatar';

/** Built-in figures, then the user's own and public custom mentors (`custom-{id}`). */
export function PersonaPicker({
  value,
  figures,
  customs,
  onChange,
  id,
  allFigures,
}: {
  value: string;
  figures: PersonaSummary[];
  customs: CustomCharacter[];
  onChange(persona: string): void;
  id?: string;
  /** Every built-in figure, so a persona opened from the explore feed (not one of the 24 mentors) still shows by name. */
  allFigures?: PersonaSummary[];
}) {
  const { t } = useTranslation('chat');
  const known =
    figures.some((f) => f.name === value) || customs.some((c) => `custom-${c.id}` === value);
  const current = allFigures?.find((f) => f.name === value);
  return (
    <Select
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-label={t('picker.label')}
    >
      {!known && (
        <option value={value}>
          {current ? `${current.avatar} ${current.name} · ${current.specialty}` : value}
        </option>
      )}
      <optgroup label={t('picker.figures')}>
        {figures.map((f) => (
          <option key={f.name} value={f.name}>
            {`${f.avatar} ${f.name} · ${f.specialty}`}
          </option>
        ))}
      </optgroup>
      {customs.length > 0 && (
        <optgroup label={t('picker.yourCharacters')}>
          {customs.map((c) => (
            <option key={c.id} value={`custom-${c.id}`} dir="auto">
              {`${isEmoji(c.avatar) ? `${c.avatar} ` : ''}${c.name} · ${c.specialty}`}
            </option>
          ))}
        </optgroup>
      )}
    </Select>
  );
}

export const isEmoji = (avatar: string) => !isImageAvatar(avatar);
