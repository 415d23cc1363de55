import { Button, Label, LANGUAGES, Select, type LanguageName } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import type { SettingsDraftProps } from './settings-draft';

/** The interface language: Apply switches now (and reloads), Save keeps it with the rest. */
export function LanguageField({
  formId,
  draft,
  set,
  onApply,
}: SettingsDraftProps & { onApply(): void }) {
  const { t } = useTranslation('shell');
  return (
    <div>
      <Label htmlFor={`${formId}-language`}>{t('settings.language')}</Label>
      <div className="shell-inline-field">
        <Select
          id={`${formId}-language`}
          value={draft.language}
          onChange={(e) => set('language', e.target.value as LanguageName)}
        >
          {LANGUAGES.map((language) => (
            <option key={language.code} value={language.name}>
              {language.nativeName}
            </option>
          ))}
        </Select>
        <Button variant="outline" onClick={onApply}>
          {t('settings.applyLanguage')}
        </Button>
      </div>
      {draft.language !== 'English' && (
        <p className="ag-muted" role="note">
          {t('settings.offlineEnglishNote')}
        </p>
      )}
    </div>
  );
}
