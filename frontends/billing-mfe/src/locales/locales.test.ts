import { describeLocaleParity } from '@agora/ui/testing';
import { billingTranslations } from './all-locales';

describeLocaleParity('billing', billingTranslations);
