import { describeLocaleParity } from '@agora/ui/testing';
import { adminTranslations } from './all-locales';

describeLocaleParity('admin', adminTranslations);
