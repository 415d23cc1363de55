import { Input } from '@agora/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMentionableFigures } from '../api/get-mentionable-figures';

/** A searchable list of the 30 mentionable figures; picking one adds it to the mentions. */
export function MentionPicker({ onPick }: { onPick(name: string): void }) {
  const { t } = useTranslation('chat');
  const figures = useMentionableFigures();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = (figures.data ?? []).filter((f) =>
    f.name.toLowerCase().includes(query.trim().toLowerCase()),
  );
  return (
    <div className="mention-picker">
      <label htmlFor={searchId} className="ag-visually-hidden">
        {t('groups.room.searchFigures')}
      </label>
      <Input
        id={searchId}
        autoFocus
        value={query}
        placeholder={t('groups.room.searchFigures')}
        onChange={(e) => setQuery(e.target.value)}
      />
      <ul>
        {shown.map((f) => (
          <li key={f.name}>
            <button type="button" onClick={() => onPick(f.name)}>
              <span aria-hidden="true">{f.avatar}</span> {f.name}
              <span className="ag-muted"> {f.specialty}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
