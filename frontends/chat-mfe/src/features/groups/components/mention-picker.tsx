import { Input } from '@agora/ui';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMentionableFigures } from '../api/get-mentionable-figures';

/**
 * A searchable list of the 30 mentionable figures; picking one adds it to the mentions. The search
 * is a combobox over a listbox (WAI-ARIA APG, list autocomplete): focus stays in the search while
 * ArrowDown/ArrowUp move the active option (`aria-activedescendant`), Enter or Tab picks it, and
 * typing makes the first match active. Escape is the popover's: it closes the picker.
 */
export function MentionPicker({ onPick }: { onPick(name: string): void }) {
  const { t } = useTranslation('chat');
  const figures = useMentionableFigures();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const searchId = useId();
  const listId = useId();
  const shown = (figures.data ?? []).filter((f) =>
    f.name.toLowerCase().includes(query.trim().toLowerCase()),
  );
  const activeIndex = active < shown.length ? active : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeId = activeIndex >= 0 ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = shown.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = activeIndex < 0 ? (step > 0 ? -1 : count) : activeIndex;
      setActive((from + step + count) % count);
    } else if (event.key === 'Home' || event.key === 'End') {
      if (count === 0) return;
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : count - 1);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && activeIndex >= 0) {
      if (event.nativeEvent.isComposing) return;
      event.preventDefault();
      onPick(shown[activeIndex]!.name);
    }
  };

  return (
    <div className="mention-picker">
      <label htmlFor={searchId} className="ag-visually-hidden">
        {t('groups.room.searchFigures')}
      </label>
      <Input
        id={searchId}
        autoFocus
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        value={query}
        placeholder={t('groups.room.searchFigures')}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(e.target.value.trim() ? 0 : -1);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={t('groups.room.mention')}>
        {shown.map((f, index) => (
          // Focus stays in the search (aria-activedescendant): the keyboard picks from there.
          <li
            key={f.name}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className="mention-picker__option"
            onClick={() => onPick(f.name)}
            onPointerMove={() => setActive(index)}
          >
            <span aria-hidden="true">{f.avatar}</span> <span dir="auto">{f.name}</span>{' '}
            <span className="ag-muted" dir="auto">
              {f.specialty}
            </span>
          </li>
        ))}
      </ul>
      {shown.length === 0 && figures.data && (
        <p className="ag-muted mention-picker__empty" role="status">
          {t('groups.room.noFigures')}
        </p>
      )}
    </div>
  );
}
