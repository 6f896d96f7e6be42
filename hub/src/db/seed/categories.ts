import type { CategoryKind } from '../catalog-schema'

export interface SeedCategory {
  id: number
  kind: CategoryKind
  slugDe: string
  slugEn: string
  nameDe: string
  nameEn: string
  descriptionDe: string
  descriptionEn: string
}

// Platform types share their slug in both languages (the storefront's first path
// segment); product categories have a slug per language.
export const PLATFORM_CATEGORIES: readonly SeedCategory[] = [
  {
    id: 1,
    kind: 'platform',
    slugDe: 'windows',
    slugEn: 'windows',
    nameDe: 'Windows',
    nameEn: 'Windows',
    descriptionDe:
      'Programme für Windows 11 und Windows 10: sorgfältig getestet und sofort startklar.',
    descriptionEn: 'Programs for Windows 11 and Windows 10: carefully tested and ready to go.',
  },
  {
    id: 2,
    kind: 'platform',
    slugDe: 'mac',
    slugEn: 'mac',
    nameDe: 'Mac',
    nameEn: 'Mac',
    descriptionDe: 'Programme für macOS, optimiert für Apple-Prozessoren und Intel-Macs.',
    descriptionEn: 'Programs for macOS, optimised for Apple silicon and Intel Macs.',
  },
  {
    id: 3,
    kind: 'platform',
    slugDe: 'android',
    slugEn: 'android',
    nameDe: 'Android',
    nameEn: 'Android',
    descriptionDe: 'Apps für Android-Smartphones und -Tablets, klein, schnell und datensparsam.',
    descriptionEn: 'Apps for Android phones and tablets: small, fast and light on data.',
  },
  {
    id: 4,
    kind: 'platform',
    slugDe: 'ios',
    slugEn: 'ios',
    nameDe: 'iOS',
    nameEn: 'iOS',
    descriptionDe: 'Apps für iPhone und iPad, mit Liebe zum Detail gestaltet.',
    descriptionEn: 'Apps for iPhone and iPad, designed with care for detail.',
  },
]

export const PRODUCT_CATEGORIES: readonly SeedCategory[] = [
  {
    id: 11,
    kind: 'product',
    slugDe: 'grafik',
    slugEn: 'graphics',
    nameDe: 'Grafik & Foto',
    nameEn: 'Graphics & Photo',
    descriptionDe: 'Fotos bearbeiten, Collagen gestalten und Zeichnungen erstellen.',
    descriptionEn: 'Edit photos, design collages and create drawings.',
  },
  {
    id: 12,
    kind: 'product',
    slugDe: 'buero',
    slugEn: 'office',
    nameDe: 'Büro',
    nameEn: 'Office',
    descriptionDe: 'Texte, Tabellen, Notizen und PDF-Dokumente im Griff.',
    descriptionEn: 'Documents, spreadsheets, notes and PDF files under control.',
  },
  {
    id: 13,
    kind: 'product',
    slugDe: 'sicherheit',
    slugEn: 'security',
    nameDe: 'Sicherheit',
    nameEn: 'Security',
    descriptionDe: 'Schutz vor Viren, sichere Passwörter und verlässliche Sicherungen.',
    descriptionEn: 'Protection from viruses, strong passwords and dependable backups.',
  },
  {
    id: 14,
    kind: 'product',
    slugDe: 'musik-video',
    slugEn: 'music-video',
    nameDe: 'Musik & Video',
    nameEn: 'Music & Video',
    descriptionDe: 'Musik komponieren, Videos schneiden und Aufnahmen veredeln.',
    descriptionEn: 'Compose music, cut videos and polish recordings.',
  },
  {
    id: 15,
    kind: 'product',
    slugDe: 'lernen',
    slugEn: 'education',
    nameDe: 'Lernen',
    nameEn: 'Education',
    descriptionDe: 'Sprachen, Mathematik und Tastaturschreiben spielerisch lernen.',
    descriptionEn: 'Learn languages, maths and touch typing the playful way.',
  },
  {
    id: 16,
    kind: 'product',
    slugDe: 'finanzen',
    slugEn: 'finance',
    nameDe: 'Finanzen',
    nameEn: 'Finance',
    descriptionDe: 'Steuererklärung, Haushaltsbuch und Depot übersichtlich erledigen.',
    descriptionEn: 'Tax returns, household budgets and portfolios made clear.',
  },
  {
    id: 17,
    kind: 'product',
    slugDe: 'werkzeuge',
    slugEn: 'utilities',
    nameDe: 'System-Werkzeuge',
    nameEn: 'Utilities',
    descriptionDe: 'Aufräumen, beschleunigen und den Rechner in Schuss halten.',
    descriptionEn: 'Clean up, speed up and keep your computer in shape.',
  },
  {
    id: 18,
    kind: 'product',
    slugDe: 'freizeit',
    slugEn: 'leisure',
    nameDe: 'Freizeit & Spiele',
    nameEn: 'Leisure & Games',
    descriptionDe: 'Kochen, Wetter, Sport und Spiele für entspannte Stunden.',
    descriptionEn: 'Cooking, weather, sports and games for relaxed hours.',
  },
]

export const SEED_CATEGORIES: readonly SeedCategory[] = [
  ...PLATFORM_CATEGORIES,
  ...PRODUCT_CATEGORIES,
]
