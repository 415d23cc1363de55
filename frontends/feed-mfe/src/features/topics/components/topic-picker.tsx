import { TOPIC_CATEGORIES } from '@agora/contracts/src/catalogue-constants';
import { Button, Input } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addTopic, hasTopic } from '../lib/topic-list';

/** Picking topics for a custom feed: typed (Enter or +) or from the 20 categories, shown as removable chips. */
export function TopicPicker({
  topics,
  onChange,
  onGenerate,
  busy,
}: {
  topics: string[];
  onChange(next: string[]): void;
  onGenerate(): void;
  busy: boolean;
}) {
  const { t } = useTranslation('feed');
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange(addTopic(topics, draft));
    setDraft('');
  };
  return (
    <section className="feed-topics">
      <h2>{t('topics.title')}</h2>
      <div className="feed-row feed-row--nowrap">
        <Input
          aria-label={t('topics.input')}
          placeholder={t('topics.input')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button size="icon" aria-label={t('topics.add')} onClick={add}>
          +
        </Button>
      </div>
      {topics.length > 0 && (
        <ul className="feed-chips" aria-label={t('topics.selected')}>
          {topics.map((topic) => (
            <li key={topic} className="feed-chip">
              {t(`categories.${topic}`, { defaultValue: topic })}
              <button
                type="button"
                aria-label={t('topics.remove', { topic })}
                onClick={() => onChange(topics.filter((x) => x !== topic))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {topics.length > 0 && (
        <Button onClick={onGenerate} disabled={busy}>
          {t('topics.generate')}
        </Button>
      )}
      <div className="feed-categories">
        {TOPIC_CATEGORIES.map((category) => (
          <Button
            key={category}
            variant={hasTopic(topics, category) ? 'primary' : 'outline'}
            size="sm"
            aria-pressed={hasTopic(topics, category)}
            onClick={() => onChange(addTopic(topics, category))}
          >
            {t(`categories.${category}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}
