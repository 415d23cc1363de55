// Every language at once, for tests (the app loads only the one it shows).
import ar from './ar.json';
import bn from './bn.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import hi from './hi.json';
import ja from './ja.json';
import pt from './pt.json';
import ru from './ru.json';
import zh from './zh.json';

export const chatTranslations = { en, zh, hi, es, fr, ar, bn, pt, ru, ja, de };
