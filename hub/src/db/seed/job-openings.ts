import { notInArray, sql } from 'drizzle-orm'
import type { Localized } from '../catalog-schema'
import type { HubDb } from '../hub-db'
import { jobOpenings } from '../schema-publishing'

// The open positions the careers section of the about page lists (issue 24, point 5). Each
// has a page of its own with the application form; the key is what an application names.

type Tx = Pick<HubDb, 'insert' | 'delete'>

export interface SeedJobOpening {
  key: string
  slugDe: string
  slugEn: string
  title: Localized<string>
  location: Localized<string>
  employment: Localized<string>
  summary: Localized<string>
  tasks: Localized<string[]>
  profile: Localized<string[]>
  publishedOn: string
}

export const SEED_JOB_OPENINGS: readonly SeedJobOpening[] = [
  {
    key: 'typescript-developer',
    slugDe: 'softwareentwicklung-typescript',
    slugEn: 'software-developer-typescript',
    title: {
      de: 'Softwareentwicklerin oder Softwareentwickler (TypeScript)',
      en: 'Software developer (TypeScript)',
    },
    location: {
      de: 'Leipzig oder remote (Deutschland)',
      en: 'Leipzig or remote (Germany)',
    },
    employment: {
      de: 'Vollzeit (40 Stunden), unbefristet',
      en: 'Full time (40 hours), permanent',
    },
    summary: {
      de: 'Sie entwickeln mit uns den Onlineshop, über den Millionen Menschen unsere Programme kennenlernen, herunterladen und kaufen: serverseitig gerendert, zweisprachig und schnell auch auf alten Smartphones. Sie arbeiten in einem Team aus vier Entwicklerinnen und Entwicklern, einer Designerin und dem Support, der Ihnen sagt, wo es bei unseren Kundinnen und Kunden hakt.',
      en: 'Join us in building the online shop through which millions of people discover, download and buy our programs: server-rendered, bilingual and fast even on old smartphones. You work in a team of four developers, a designer and the support team, who tell you where our customers get stuck.',
    },
    tasks: {
      de: [
        'Neue Funktionen für Shop, Warenkorb und Kundenkonto planen und umsetzen – von der Datenbank über die GraphQL-Schnittstelle bis zur Oberfläche',
        'Barrierefreiheit, Ladezeiten und Datenschutz im Blick behalten und messbar verbessern',
        'Automatisierte Tests schreiben und pflegen: Unit-, Integrations- und End-to-End-Tests',
        'Code-Reviews geben und annehmen, Entscheidungen kurz und nachvollziehbar dokumentieren',
        'Im Wechsel mit dem Team Rufbereitschaft während der Geschäftszeiten übernehmen',
      ],
      en: [
        'Plan and build new features for the shop, the cart and the customer account – from the database through the GraphQL API to the user interface',
        'Keep an eye on accessibility, loading times and privacy, and improve them measurably',
        'Write and maintain automated tests: unit, integration and end-to-end',
        'Give and take code reviews, and record decisions briefly and clearly',
        'Take turns with the team to be on call during business hours',
      ],
    },
    profile: {
      de: [
        'Mehrere Jahre Erfahrung mit TypeScript, Node.js und React',
        'Sicherer Umgang mit SQL, am liebsten mit PostgreSQL',
        'Sie schreiben Tests, bevor jemand danach fragt',
        'Gute Deutschkenntnisse (mindestens B2) und gutes Englisch',
        'Erfahrung mit Next.js, GraphQL oder Fastify ist ein Plus, aber keine Bedingung',
      ],
      en: [
        'Several years of experience with TypeScript, Node.js and React',
        'Confident with SQL, ideally PostgreSQL',
        'You write tests before anyone asks for them',
        'Good German (at least B2) and good English',
        'Experience with Next.js, GraphQL or Fastify is a plus, not a requirement',
      ],
    },
    publishedOn: '2026-10-05',
  },
  {
    key: 'customer-support',
    slugDe: 'kundensupport',
    slugEn: 'customer-support-specialist',
    title: {
      de: 'Support-Mitarbeiterin oder Support-Mitarbeiter',
      en: 'Customer support specialist',
    },
    location: {
      de: 'Leipzig (hybrid, zwei Tage pro Woche im Büro)',
      en: 'Leipzig (hybrid, two days a week in the office)',
    },
    employment: {
      de: 'Vollzeit oder Teilzeit (ab 30 Stunden), unbefristet',
      en: 'Full or part time (30 hours or more), permanent',
    },
    summary: {
      de: 'Wenn ein Programm nicht startet, eine Zahlung hängt oder ein Aktivierungscode fehlt, sind Sie die erste Person, die hilft. Sie beantworten Support-Tickets auf Deutsch und Englisch, meistens innerhalb von 48 Stunden an Werktagen, und sorgen dafür, dass aus jedem wiederkehrenden Problem ein Hilfeartikel oder eine Verbesserung am Programm wird.',
      en: 'When a program does not start, a payment is stuck or an activation code is missing, you are the first person to help. You answer support tickets in German and English, mostly within 48 hours on weekdays, and make sure every recurring problem turns into a help article or an improvement to the program.',
    },
    tasks: {
      de: [
        'Support-Tickets zu Installation, Aktivierung, Zahlungen und Bedienung beantworten',
        'Fehlerberichte nachstellen und verständlich an die Entwicklung weitergeben',
        'Hilfeartikel schreiben und aktuell halten',
        'Premium-Support-Kundinnen und -Kunden am Telefon und per Fernwartung begleiten',
      ],
      en: [
        'Answer support tickets about installation, activation, payments and everyday use',
        'Reproduce bug reports and pass them on to the developers in plain words',
        'Write help articles and keep them up to date',
        'Guide premium support customers on the phone and through remote sessions',
      ],
    },
    profile: {
      de: [
        'Abgeschlossene Ausbildung, zum Beispiel als Fachinformatikerin oder Fachinformatiker, oder vergleichbare Erfahrung im Support',
        'Sie erklären Technik so, dass sie auch ohne Fachwissen verständlich ist',
        'Sehr gutes Deutsch und gutes Englisch in Wort und Schrift',
        'Sicher unter Windows und macOS; Android und iOS kennen Sie aus dem Alltag',
      ],
      en: [
        'Completed vocational training, for example as an IT specialist, or comparable experience in support',
        'You explain technology so that anyone can follow it',
        'Excellent German and good English, written and spoken',
        'Confident with Windows and macOS; you know Android and iOS from everyday use',
      ],
    },
    publishedOn: '2026-10-19',
  },
  {
    key: 'dutch-translator',
    slugDe: 'uebersetzung-niederlaendisch',
    slugEn: 'dutch-translator',
    title: {
      de: 'Übersetzerin oder Übersetzer für Niederländisch',
      en: 'Dutch translator',
    },
    location: {
      de: 'Remote (Deutschland)',
      en: 'Remote (Germany)',
    },
    employment: {
      de: 'Teilzeit (20 Stunden), befristet auf zwölf Monate',
      en: 'Part time (20 hours), fixed term of twelve months',
    },
    summary: {
      de: 'Unsere Programme gibt es in 16 Sprachen, und Niederländisch soll dabei so natürlich klingen wie Deutsch. Sie übersetzen Oberflächen, Hilfeartikel, Newsletter und Produktseiten aus dem Deutschen und Englischen ins Niederländische und prüfen die Übersetzungen direkt in den Programmen.',
      en: 'Our programs are available in 16 languages, and Dutch should read as naturally as German. You translate user interfaces, help articles, newsletters and product pages from German and English into Dutch and check the translations in the programs themselves.',
    },
    tasks: {
      de: [
        'Texte der Programme, der Website und der Hilfe ins Niederländische übersetzen',
        'Ein Glossar und einen Styleguide für Niederländisch aufbauen und pflegen',
        'Übersetzungen in den laufenden Programmen testen und Fehler melden',
        'Niederländische Rückfragen im Support beantworten, wenn das Team nicht weiterweiß',
      ],
      en: [
        'Translate the texts of the programs, the website and the help pages into Dutch',
        'Build and maintain a Dutch glossary and style guide',
        'Test translations in the running programs and report mistakes',
        'Answer Dutch support questions when the team gets stuck',
      ],
    },
    profile: {
      de: [
        'Niederländisch als Muttersprache',
        'Sehr gutes Deutsch, gutes Englisch',
        'Erfahrung mit Übersetzungswerkzeugen wie memoQ, Trados oder Weblate',
        'Freude an Software und ein Auge für Tastenkürzel, Platzbedarf und Tonfall',
      ],
      en: [
        'Dutch as your native language',
        'Excellent German, good English',
        'Experience with translation tools such as memoQ, Trados or Weblate',
        'A liking for software and an eye for keyboard shortcuts, space constraints and tone',
      ],
    },
    publishedOn: '2026-11-02',
  },
]

/**
 * Removes positions no longer seeded and upserts the others by key, in the order above (the
 * careers page's order). Applications name a position by its key as text, so
 * they stay when a position goes.
 */
export async function seedJobOpenings(tx: Tx): Promise<void> {
  // Removed first: a new position may take over the slug of one that went.
  await tx.delete(jobOpenings).where(
    notInArray(
      jobOpenings.key,
      SEED_JOB_OPENINGS.map((job) => job.key),
    ),
  )
  await tx
    .insert(jobOpenings)
    .values(SEED_JOB_OPENINGS.map((job, position) => ({ ...job, position })))
    .onConflictDoUpdate({
      target: jobOpenings.key,
      set: {
        slugDe: sql`excluded.slug_de`,
        slugEn: sql`excluded.slug_en`,
        title: sql`excluded.title`,
        location: sql`excluded.location`,
        employment: sql`excluded.employment`,
        summary: sql`excluded.summary`,
        tasks: sql`excluded.tasks`,
        profile: sql`excluded.profile`,
        publishedOn: sql`excluded.published_on`,
        position: sql`excluded.position`,
      },
    })
}
