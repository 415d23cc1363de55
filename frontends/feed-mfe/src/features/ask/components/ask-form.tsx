import { Button, Textarea } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const SUGGESTIONS = ['electricity', 'rome', 'computer', 'dna'] as const;

/** 'What do you want to learn about?': a text box (Enter asks) and four suggested questions. */
export function AskForm({ onAsk }: { onAsk(question: string): void }) {
  const { t } = useTranslation('feed');
  const [question, setQuestion] = useState('');
  const ask = (text: string) => {
    if (text.trim()) onAsk(text.trim());
  };
  return (
    <section className="feed-ask">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          ask(question);
        }}
        className="feed-stack"
      >
        <label htmlFor="feed-ask-input" className="feed-ask__label">
          {t('ask.prompt')}
        </label>
        <Textarea
          id="feed-ask-input"
          value={question}
          placeholder={t('ask.prompt')}
          onChange={(e) => setQuestion(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              ask(question);
            }
          }}
        />
        <Button type="submit" disabled={!question.trim()}>
          {t('ask.submit')}
        </Button>
      </form>
      <div className="feed-ask__suggestions">
        {SUGGESTIONS.map((key) => (
          <Button
            key={key}
            variant="secondary"
            size="sm"
            onClick={() => {
              setQuestion(t(`ask.suggestions.${key}`));
              ask(t(`ask.suggestions.${key}`));
            }}
          >
            {t(`ask.suggestions.${key}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}
