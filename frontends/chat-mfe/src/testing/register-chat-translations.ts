import { registerTranslations } from '@agora/ui';
import { chatTranslations } from '../locales/all-locales';

// Screens rendered alone in tests need the namespace the routes module registers in the app.
registerTranslations('chat', chatTranslations);
