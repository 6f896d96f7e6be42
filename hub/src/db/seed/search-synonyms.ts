import { searchSynonyms } from '../schema-search'
import type { HubDb } from '../hub-db'

type Tx = Pick<HubDb, 'delete' | 'insert'>

/**
 * Groups of words a shopper may use for the same thing, German and English mixed (issue 19,
 * point 19). A search for one finds programs described with another: the page language does
 * not decide which words work. Lowercase, one word per term, umlauts as typed.
 */
export const SEARCH_SYNONYM_GROUPS: Readonly<Record<string, readonly string[]>> = {
  photo: [
    'foto',
    'fotos',
    'photo',
    'photos',
    'bild',
    'bilder',
    'picture',
    'pictures',
    'image',
    'images',
    'fotografie',
    'photography',
  ],
  virus: [
    'virus',
    'viren',
    'antivirus',
    'virenschutz',
    'virenscanner',
    'malware',
    'schadsoftware',
    'trojaner',
    'trojan',
  ],
  security: ['sicherheit', 'security', 'schutz', 'protection', 'datenschutz', 'privacy'],
  backup: ['backup', 'backups', 'sicherung', 'datensicherung', 'sicherungskopie'],
  password: ['passwort', 'passwörter', 'password', 'passwords', 'kennwort', 'kennwörter'],
  office: ['büro', 'office', 'textverarbeitung', 'tabellenkalkulation', 'spreadsheet'],
  tax: ['steuer', 'steuern', 'steuererklärung', 'tax', 'taxes'],
  music: ['musik', 'music', 'audio', 'sound'],
  video: ['video', 'videos', 'film', 'filme', 'movie', 'movies'],
  weather: ['wetter', 'weather', 'wettervorhersage', 'forecast'],
  notes: ['notiz', 'notizen', 'note', 'notes'],
  cleaner: ['aufräumen', 'bereinigen', 'putzer', 'cleaner', 'cleanup', 'entrümpler', 'declutter'],
  game: ['spiel', 'spiele', 'game', 'games'],
  learning: ['lernen', 'learn', 'learning', 'education', 'bildung'],
  finance: ['finanzen', 'finance', 'geld', 'money', 'budget'],
  recipe: ['rezept', 'rezepte', 'kochbuch', 'recipe', 'recipes', 'cookbook'],
  scanner: ['scanner', 'scannen', 'scan'],
  font: ['schrift', 'schriften', 'schriftart', 'font', 'fonts'],
}

// The table is small and only ever replaced as a whole, like the seed's other lists.
export async function seedSearchSynonyms(tx: Tx): Promise<void> {
  await tx.delete(searchSynonyms)
  await tx
    .insert(searchSynonyms)
    .values(
      Object.entries(SEARCH_SYNONYM_GROUPS).flatMap(([groupKey, terms]) =>
        terms.map((term) => ({ groupKey, term })),
      ),
    )
}
