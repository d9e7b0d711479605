import enGB from './catalogue/en-GB.js';
import { enUS, type LocaleCatalogue } from './catalogue/en-US.js';
import de from './catalogue/de.js';
import es419 from './catalogue/es-419.js';
import esES from './catalogue/es-ES.js';
import fr from './catalogue/fr.js';
import it from './catalogue/it.js';
import nl from './catalogue/nl.js';
import pl from './catalogue/pl.js';
import ptBR from './catalogue/pt-BR.js';
import ru from './catalogue/ru.js';
import tr from './catalogue/tr.js';
import uk from './catalogue/uk.js';
import type { SupportedLocale } from './locales.js';

/** Every catalogue, loaded once with this module: English complete, the others as far as they go. */
export const catalogues: Record<SupportedLocale, LocaleCatalogue> = {
  'en-US': enUS,
  'en-GB': enGB,
  de,
  fr,
  'es-ES': esES,
  'es-419': es419,
  'pt-BR': ptBR,
  it,
  nl,
  pl,
  ru,
  uk,
  tr,
};
