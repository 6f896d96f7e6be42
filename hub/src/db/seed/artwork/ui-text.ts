import type { Locale } from './svg'

// The recurring words of the drawn user interfaces. Window menus, tab bars and common
// buttons take their labels from here, so a German screenshot never shows an English
// menu (and the tests can check that with this list).
export const UI_TEXT = {
  file: { de: 'Datei', en: 'File' },
  fileMac: { de: 'Ablage', en: 'File' },
  edit: { de: 'Bearbeiten', en: 'Edit' },
  view: { de: 'Ansicht', en: 'View' },
  viewMac: { de: 'Darstellung', en: 'View' },
  tools: { de: 'Extras', en: 'Tools' },
  window: { de: 'Fenster', en: 'Window' },
  help: { de: 'Hilfe', en: 'Help' },
  settings: { de: 'Einstellungen', en: 'Settings' },
  save: { de: 'Speichern', en: 'Save' },
  cancel: { de: 'Abbrechen', en: 'Cancel' },
  search: { de: 'Suchen', en: 'Search' },
  today: { de: 'Heute', en: 'Today' },
  overview: { de: 'Übersicht', en: 'Overview' },
  statistics: { de: 'Statistik', en: 'Statistics' },
  close: { de: 'Schließen', en: 'Close' },
  apply: { de: 'Übernehmen', en: 'Apply' },
  print: { de: 'Drucken', en: 'Print' },
  back: { de: 'Zurück', en: 'Back' },
  next: { de: 'Weiter', en: 'Next' },
  more: { de: 'Mehr', en: 'More' },
  add: { de: 'Hinzufügen', en: 'Add' },
  delete: { de: 'Löschen', en: 'Delete' },
  done: { de: 'Fertig', en: 'Done' },
} as const satisfies Record<string, { de: string; en: string }>

export type UiWord = keyof typeof UI_TEXT

export function ui(locale: Locale, word: UiWord): string {
  return UI_TEXT[word][locale]
}
