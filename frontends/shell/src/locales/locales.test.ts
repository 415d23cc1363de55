import { describeLocaleParity } from '@agora/ui/testing';
import { shellTranslations } from './all-locales';

describeLocaleParity('shell', shellTranslations);
