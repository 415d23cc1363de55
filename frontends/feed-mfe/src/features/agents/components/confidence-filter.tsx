import { useTranslation } from 'react-i18next';

/** The minimum-confidence slider and how many posts it lets through. */
export function ConfidenceFilter({
  inputId,
  value,
  shown,
  total,
  onChange,
}: {
  inputId: string;
  value: number;
  shown: number;
  total: number;
  onChange(value: number): void;
}) {
  const { t } = useTranslation('feed');
  return (
    <div className="ag-stack agents-filter">
      <label htmlFor={inputId}>{t('agents.minConfidence', { value: value.toFixed(1) })}</label>
      <input
        id={inputId}
        type="range"
        min={0}
        max={1}
        step={0.1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <span className="ag-muted" role="status">
        {t('agents.shown', { shown, total })}
      </span>
    </div>
  );
}
