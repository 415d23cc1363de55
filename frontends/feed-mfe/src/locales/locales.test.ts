import { describeLocaleParity } from '@agora/ui/testing';
import { feedTranslations } from './all-locales';

describeLocaleParity('feed', feedTranslations);
