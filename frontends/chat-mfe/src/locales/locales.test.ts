import { describeLocaleParity } from '@agora/ui/testing';
import { chatTranslations } from './all-locales';

describeLocaleParity('chat', chatTranslations);
