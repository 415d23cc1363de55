import type { KeywordSet } from './types';

export const de: KeywordSet = {
  excitement: ['toll', 'wahnsinn', 'super', 'großartig', 'fantastisch', 'ich liebe', 'spannend', 'begeistert', 'genial', 'wunderbar'],
  frustration: ['frustriert', 'frustrierend', 'nervig', 'nervt', 'ich hasse', 'dumm', 'nutzlos', 'satt', 'zeitverschwendung'],
  confusion: ['verwirrt', 'verwirrend', 'verstehe nicht', 'versteh nicht', 'nicht sicher', 'unklar', 'was meinst du', 'ergibt keinen sinn'],
  curiosity: ['neugierig', 'ich frage mich', 'was wäre wenn', 'erzähl mir mehr', 'interessant', 'ich möchte wissen'],
  breakthrough: ['ich verstehe jetzt', 'jetzt verstehe ich', 'verstanden', 'ergibt sinn', 'endlich', 'ich hab es', 'aha'],
  struggling: ['schwierig', 'schwer', 'ich schaffe es nicht', 'komme nicht weiter', 'stecke fest', 'gebe auf', 'überfordert'],
};
