import { useTranslation } from 'react-i18next';
import { textDirectionOf } from '../settings/languages';

/**
 * The interface language's reading direction, the one the shell puts on `<html dir>`. Read from
 * i18n rather than the DOM so that the prerendered landing and the browser agree.
 */
export function useTextDirection(): 'ltr' | 'rtl' {
  const { i18n } = useTranslation('ui');
  return textDirectionOf(i18n.language);
}
