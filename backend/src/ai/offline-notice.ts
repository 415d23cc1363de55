import { personaCatalogue } from './catalogue/persona-catalogue';

/** "The offline engine writes only in English, so this content is in English", in each reader's language. */
const IN_ENGLISH: Record<string, string> = {
  Chinese: '离线引擎只用英文写作，因此这些内容是英文的。',
  Hindi: 'ऑफ़लाइन इंजन केवल अंग्रेज़ी में लिखता है, इसलिए यह सामग्री अंग्रेज़ी में है।',
  Spanish: 'El motor sin conexión solo escribe en inglés, así que este contenido está en inglés.',
  French: 'Le moteur hors ligne n’écrit qu’en anglais : ce contenu est donc en anglais.',
  Arabic: 'المحرك غير المتصل يكتب بالإنجليزية فقط، لذا فهذا المحتوى باللغة الإنجليزية.',
  Bengali: 'অফলাইন ইঞ্জিন শুধু ইংরেজিতে লেখে, তাই এই কনটেন্ট ইংরেজিতে।',
  Portuguese: 'O mecanismo offline só escreve em inglês, por isso este conteúdo está em inglês.',
  Russian: 'Офлайн-движок пишет только по-английски, поэтому этот текст на английском.',
  Japanese: 'オフラインエンジンは英語でしか書けないため、この内容は英語です。',
  German: 'Die Offline-Engine schreibt nur auf Englisch, daher ist dieser Inhalt auf Englisch.',
};

/**
 * The notice of an answer the offline engine wrote. A reader of another language is told, in their
 * own language, that the content is in English (also when they chose the offline engine); the
 * technical reason, if any, follows in brackets.
 */
export function offlineNotice(
  reason: string | undefined,
  languageName: string,
): string | undefined {
  const note = IN_ENGLISH[languageName];
  if (!note) return reason;
  return reason ? `${note} (${reason})` : note;
}

/**
 * The notice on English posts shown to a reader of another language: the offline engine writes
 * English only (its posts are kept in the English pool). `language` is a code or a name.
 */
export function englishOnlyNotice(language: string): string | undefined {
  return offlineNotice(undefined, personaCatalogue.languageName(language));
}
