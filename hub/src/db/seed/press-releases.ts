import { notInArray, sql } from 'drizzle-orm'
import type { Localized } from '../catalog-schema'
import type { HubDb } from '../hub-db'
import { pressReleases } from '../schema-publishing'

// The publisher's press releases (issue 24, point 4), written for each language rather than
// translated word for word, with the same facts. Versions, dates, prices and features are
// the seed's own (products.ts, product-facts.ts: a release's date is the day its version
// appears in the changelog), so a journalist who checks the product page finds what the
// release says. The date line ("Leipzig, …") is the storefront's, not part of the text.

export interface SeedPressRelease {
  /** The natural key: stable, so re-seeding updates a release instead of adding one. */
  key: string
  slugs: Localized<string>
  /** YYYY-MM-DD */
  publishedOn: string
  /** The program the release is about (its press kit is linked); null for the company. */
  productId: number | null
  title: Localized<string>
  lead: Localized<string>
  body: Localized<string[]>
}

export const SEED_PRESS_RELEASES: readonly SeedPressRelease[] = [
  {
    key: 'foto-studio-pro-5-4',
    slugs: {
      de: 'foto-studio-pro-5-4-rauschminderung',
      en: 'photo-studio-pro-5-4-noise-reduction',
    },
    publishedOn: '2026-10-14',
    productId: 1,
    title: {
      de: 'Foto-Studio Pro 5.4 holt saubere Bilder aus hohen ISO-Werten',
      en: 'Photo Studio Pro 5.4 gets clean pictures out of high ISO settings',
    },
    lead: {
      de: 'Schaufenster Software veröffentlicht Version 5.4 seiner Bildbearbeitung Foto-Studio Pro für Windows und Mac. Eine neue Rauschminderung für RAW-Fotos rettet Aufnahmen aus dunklen Innenräumen und von Abendveranstaltungen.',
      en: 'Schaufenster Software has released version 5.4 of Photo Studio Pro, its photo editor for Windows and Mac. New noise reduction for RAW photos rescues pictures taken in dark rooms and at evening events.',
    },
    body: {
      de: [
        'Wer ohne Blitz fotografiert, muss die Empfindlichkeit der Kamera hochdrehen – und bekommt körnige Bilder. Die neue Rauschminderung von Foto-Studio Pro 5.4 setzt deshalb schon bei der RAW-Entwicklung an: Sie unterscheidet feine Strukturen wie Haare oder Stoffe vom Bildrauschen und glättet nur, was stört.',
        'Auch die Arbeit mit Ebenen wird einfacher. Eine Auswahl mit weicher Kante lässt sich jetzt mit einem Klick in eine Ebenenmaske verwandeln, etwa um einen Himmel behutsam aufzuhellen. Neu unterstützt werden außerdem die Rohdaten der Canon EOS R1 und der Nikon Z6III.',
        '„Viele unserer Kundinnen und Kunden fotografieren auf Familienfeiern und in Vereinshallen, wo das Licht knapp ist“, sagt Jonas Weber, Produktmanager von Foto-Studio Pro. „Mit 5.4 werden diese Bilder endlich so, wie man den Abend in Erinnerung hat.“',
        'Foto-Studio Pro 5.4 läuft unter Windows 11 und Windows 10 (64 Bit) sowie ab macOS 13 Ventura und kostet 39,99 Euro. Wer bereits eine Lizenz für Version 5 besitzt, erhält das Update kostenlos; eine kostenlose Testversion steht zum Download bereit.',
      ],
      en: [
        'Anyone who takes pictures without a flash has to turn up the camera’s sensitivity – and ends up with grainy images. The new noise reduction in Photo Studio Pro 5.4 therefore starts during RAW development: it tells fine detail such as hair or fabric apart from noise and smooths only what gets in the way.',
        'Working with layers gets easier too. A feathered selection now becomes a layer mask in one click, for example to brighten a sky gently. Version 5.4 also adds support for raw files from the Canon EOS R1 and the Nikon Z6III.',
        '“Many of our customers take pictures at family parties and in club halls, where light is scarce,” says Jonas Weber, product manager of Photo Studio Pro. “With 5.4 those pictures finally look the way people remember the evening.”',
        'Photo Studio Pro 5.4 runs on Windows 11 and Windows 10 (64-bit) and on macOS 13 Ventura or later and costs €39.99. Owners of a version 5 licence get the update free of charge, and a free trial version is available for download.',
      ],
    },
  },
  {
    key: 'musikwerkstatt-4-3',
    slugs: {
      de: 'musikwerkstatt-4-3-automatisches-mastering',
      en: 'music-workshop-4-3-automatic-mastering',
    },
    publishedOn: '2026-10-06',
    productId: 38,
    title: {
      de: 'Musikwerkstatt 4.3: Songs fertig gemastert für die Musikdienste',
      en: 'Music Workshop 4.3: mastered and ready for the streaming services',
    },
    lead: {
      de: 'Mit Version 4.3 der Musikwerkstatt klingen eigene Songs auf Musikdiensten so laut und ausgewogen wie professionelle Produktionen. Das automatische Mastering trifft die übliche Lautheit von -14 LUFS, ohne dass Hobbymusiker Messwerte verstehen müssen.',
      en: 'With version 4.3 of Music Workshop, home-made songs sound as loud and balanced on streaming services as professional productions. Automatic mastering hits the usual loudness of -14 LUFS without hobby musicians having to understand meters.',
    },
    body: {
      de: [
        'Musikdienste gleichen die Lautstärke aller Titel an. Ein zu leise oder zu laut gemischter Song verliert dabei an Druck oder wird hörbar gestaucht. Die Musikwerkstatt 4.3 misst deshalb beim Export die Lautheit des ganzen Stücks und passt das Mastering so an, dass es die Vorgabe von -14 LUFS trifft.',
        'Im Mischpult lassen sich Spuren jetzt zu Gruppen zusammenfassen und gemeinsam regeln oder stummschalten – praktisch bei Schlagzeug mit vielen Mikrofonen oder mehrstimmigem Gesang. Die Musikwerkstatt bietet weiterhin 64 Spuren, virtuelle Instrumente und über 5.000 Klangschleifen in 20 Stilrichtungen.',
        'Die Musikwerkstatt 4.3 ist für Mac (ab macOS 13 Ventura) und Windows erhältlich und kostet 49,99 Euro. Das Update ist für alle Besitzerinnen und Besitzer einer Lizenz der Version 4 kostenlos.',
      ],
      en: [
        'Streaming services even out the volume of every track. A song mixed too quietly or too loudly loses punch or gets audibly squashed in the process. When exporting, Music Workshop 4.3 therefore measures the loudness of the whole piece and adjusts the mastering so that it meets the -14 LUFS target.',
        'In the mixing desk, tracks can now be grouped and adjusted or muted together – handy for drums recorded with many microphones or for harmony vocals. Music Workshop still offers 64 tracks, virtual instruments and more than 5,000 loops in 20 styles.',
        'Music Workshop 4.3 is available for Mac (macOS 13 Ventura or later) and Windows and costs €49.99. The update is free for everyone who owns a version 4 licence.',
      ],
    },
  },
  {
    key: 'buero-suite-25-4',
    slugs: {
      de: 'buerosuite-25-4-grosse-tabellen',
      en: 'office-suite-25-4-large-spreadsheets',
    },
    publishedOn: '2026-09-15',
    productId: 2,
    title: {
      de: 'Bürosuite 2025 öffnet große Tabellen deutlich schneller',
      en: 'Office Suite 2025 opens large spreadsheets much faster',
    },
    lead: {
      de: 'Das Update 25.4 der Bürosuite 2025 beschleunigt die Tabellenkalkulation bei Dateien mit mehr als 100.000 Zeilen und verbindet Serienbriefe direkt mit Adresslisten aus der eigenen Tabelle.',
      en: 'Update 25.4 of Office Suite 2025 speeds up the spreadsheet program for files with more than 100,000 rows and links mail merge letters straight to address lists kept in its own spreadsheets.',
    },
    body: {
      de: [
        'Vereinskassen, Inventarlisten, Kundenkarteien: Viele Tabellen wachsen über Jahre. Die Tabellenkalkulation der Bürosuite lädt solche Dateien mit Version 25.4 deutlich schneller, weil sie nur noch die sichtbaren Bereiche sofort berechnet und den Rest im Hintergrund nachholt.',
        'Serienbriefe übernehmen Anschriften jetzt direkt aus einer Tabelle der Bürosuite – der Umweg über einen Export entfällt. Die Suite aus Textverarbeitung, Tabellenkalkulation und Präsentationen öffnet und speichert weiterhin alle gängigen Office-Formate und prüft die Rechtschreibung in 16 Sprachen.',
        'Die Bürosuite 2025 läuft unter Windows 11 und Windows 10 (64 Bit). Sie kostet einmalig 79,99 Euro oder 39,99 Euro im Jahresabonnement; das Update 25.4 ist für alle Kundinnen und Kunden kostenlos.',
      ],
      en: [
        'Club accounts, inventories, customer files: many spreadsheets grow over the years. With version 25.4, the spreadsheet program of Office Suite loads such files much faster, because it calculates only the visible areas straight away and catches up on the rest in the background.',
        'Mail merge letters now take addresses straight from an Office Suite spreadsheet, with no detour through an export. The suite of word processor, spreadsheet and presentation programs still opens and saves all common office formats and checks spelling in 16 languages.',
        'Office Suite 2025 runs on Windows 11 and Windows 10 (64-bit). It costs €79.99 once or €39.99 a year as a subscription; update 25.4 is free for all customers.',
      ],
    },
  },
  {
    key: 'company-18-million-customers',
    slugs: {
      de: '18-millionen-kundinnen-und-kunden',
      en: '18-million-customers',
    },
    publishedOn: '2026-06-02',
    productId: null,
    title: {
      de: 'Schaufenster Software zählt 18 Millionen Kundinnen und Kunden',
      en: 'Schaufenster Software now counts 18 million customers',
    },
    lead: {
      de: 'Der Leipziger Softwarehersteller Schaufenster Software hat die Marke von 18 Millionen Kundinnen und Kunden überschritten. Seit der Gründung 1994 ist aus einem kleinen Team ein Anbieter von Programmen für Windows, Mac, Android und iOS in 16 Sprachen geworden.',
      en: 'Leipzig-based software publisher Schaufenster Software has passed the mark of 18 million customers. Since it was founded in 1994, a small team has grown into a publisher of programs for Windows, Mac, Android and iOS in 16 languages.',
    },
    body: {
      de: [
        'Am stärksten gewachsen ist zuletzt das Angebot für Smartphones: Apps wie der Passwort-Tresor, der Wetterfrosch oder die Einkaufsliste laufen unter Android und iOS, der Passwort-Tresor zusätzlich auf Windows und Mac. Auf dem Computer bleiben Foto-Studio Pro, die Bürosuite und der Virenwächter die meistgenutzten Programme.',
        'Alle Programme erscheinen in bis zu 16 Sprachen, darunter Polnisch, Tschechisch, Türkisch und Ungarisch. Übersetzt und getestet wird im eigenen Haus in Leipzig, gemeinsam mit Muttersprachlerinnen und Muttersprachlern.',
        '„18 Millionen Menschen – das sind 18 Millionen Gründe, Software zu bauen, die man ohne Handbuch versteht“, sagt Johanna Brandt, Leiterin Unternehmenskommunikation. „Dabei bleiben wir: eine kostenlose Testversion zu jedem Programm, verständliche Preise inklusive Mehrwertsteuer und Hilfe, die man versteht.“',
      ],
      en: [
        'The range for phones has grown fastest lately: apps such as Password Vault, Weather Frog and Shopping List run on Android and iOS, and Password Vault on Windows and Mac as well. On the computer, Photo Studio Pro, Office Suite and Virus Guard remain the most used programs.',
        'Every program is available in up to 16 languages, including Polish, Czech, Turkish and Hungarian. Translation and testing happen in-house in Leipzig, together with native speakers.',
        '“18 million people – that is 18 million reasons to build software you understand without a manual,” says Johanna Brandt, Head of Corporate Communications. “We are sticking to it: a free trial version of every program, clear prices including VAT and help people can follow.”',
      ],
    },
  },
  {
    key: 'passwort-tresor-4-3',
    slugs: {
      de: 'passwort-tresor-4-3-notfallzugriff',
      en: 'password-vault-4-3-emergency-access',
    },
    publishedOn: '2026-02-24',
    productId: 143,
    title: {
      de: 'Passwort-Tresor 4.3 regelt den Notfall: Zugriff für eine Vertrauensperson',
      en: 'Password Vault 4.3 plans for emergencies: access for a trusted person',
    },
    lead: {
      de: 'Was passiert mit den Zugangsdaten, wenn man selbst nicht mehr handeln kann? Der Passwort-Tresor 4.3 lässt eine Vertrauensperson nach einer selbst gewählten Wartezeit in den Tresor – und entsperrt sich nun auch per Fingerabdruck unter Android.',
      en: 'What happens to your logins if you can no longer act yourself? Password Vault 4.3 lets a trusted person into the vault after a waiting period of your choice – and now also unlocks with a fingerprint on Android.',
    },
    body: {
      de: [
        'Beim neuen Notfallzugriff benennen Nutzerinnen und Nutzer eine Vertrauensperson. Beantragt diese den Zugang, beginnt eine Wartezeit zwischen einem und 30 Tagen; erst wenn die Besitzerin oder der Besitzer in dieser Zeit nicht widerspricht, öffnet sich der Tresor. Die Daten bleiben dabei wie bisher mit AES-256 auf dem Gerät verschlüsselt.',
        'Auch das Entsperren wird bequemer: Auf iPhone und iPad öffnet sich der Tresor mit Face ID oder Touch ID, auf Android-Geräten jetzt ebenfalls per Fingerabdruck.',
        '„Ein Passwortmanager darf im Ernstfall nicht zur Sackgasse werden“, sagt Lena Hoffmann, Produktmanagerin des Passwort-Tresors. „Mit dem Notfallzugriff bleibt die Kontrolle bei der Besitzerin – und trotzdem steht niemand vor verschlossenen Konten.“',
        'Der Passwort-Tresor 4.3 ist für iOS, Android, Windows und Mac erhältlich und darf auf bis zu fünf Geräten gleichzeitig genutzt werden. Er kostet einmalig 14,99 Euro oder 9,99 Euro im Jahr.',
      ],
      en: [
        'With the new emergency access, users name a trusted person. When that person requests access, a waiting period of one to 30 days begins; only if the owner does not object during that time does the vault open. As before, the data stays encrypted with AES-256 on the device.',
        'Unlocking gets more convenient too: on iPhone and iPad the vault opens with Face ID or Touch ID, and on Android devices it now opens with a fingerprint as well.',
        '“A password manager must not become a dead end when things get serious,” says Lena Hoffmann, product manager of Password Vault. “With emergency access the owner stays in control – and still nobody is left locked out of important accounts.”',
        'Password Vault 4.3 is available for iOS, Android, Windows and Mac and may be used on up to five devices at once. It costs €14.99 once or €9.99 a year.',
      ],
    },
  },
  {
    key: 'firewall-wache-1-0',
    slugs: {
      de: 'neu-firewall-wache',
      en: 'new-firewall-sentry',
    },
    publishedOn: '2025-06-10',
    productId: 169,
    title: {
      de: 'Neu: Firewall-Wache zeigt, welche Programme ins Internet wollen',
      en: 'New: Firewall Sentry shows which programs want to go online',
    },
    lead: {
      de: 'Mit der Firewall-Wache bringt Schaufenster Software eine Firewall für Windows heraus, die bei jeder neuen ausgehenden Verbindung nachfragt – in verständlichen Worten statt mit Portnummern.',
      en: 'With Firewall Sentry, Schaufenster Software launches a firewall for Windows that asks about every new outgoing connection – in plain words instead of port numbers.',
    },
    body: {
      de: [
        'Viele Programme telefonieren unbemerkt nach Hause. Die Firewall-Wache meldet jedes Programm, das zum ersten Mal eine Verbindung aufbauen möchte, und lässt die Nutzerin oder den Nutzer entscheiden: einmal erlauben, immer erlauben oder blockieren.',
        'Netzwerkprofile für Zuhause, Arbeit und öffentliche WLANs sorgen dafür, dass im Café strengere Regeln gelten als im eigenen Netz. Verdächtige Zugriffe aus dem Netz werden blockiert, bevor sie den Rechner erreichen.',
        'Die Firewall-Wache 1.0 läuft unter Windows 11 und Windows 10 (64 Bit) und schützt mit einer Lizenz bis zu drei Rechner. Sie kostet einmalig 24,99 Euro oder 14,99 Euro im Jahr; eine kostenlose Testversion steht zum Download bereit.',
      ],
      en: [
        'Many programs quietly phone home. Firewall Sentry reports every program that wants to open a connection for the first time and lets the user decide: allow once, always allow or block.',
        'Network profiles for home, work and public Wi-Fi make sure stricter rules apply in a café than on your own network. Suspicious access from the network is blocked before it reaches the computer.',
        'Firewall Sentry 1.0 runs on Windows 11 and Windows 10 (64-bit) and protects up to three computers with one licence. It costs €24.99 once or €14.99 a year, and a free trial version is available for download.',
      ],
    },
  },
  {
    key: 'videoschnitt-studio-9',
    slugs: {
      de: 'videoschnitt-studio-9-mit-film-assistent',
      en: 'video-cut-studio-9-with-film-assistant',
    },
    publishedOn: '2025-05-06',
    productId: 160,
    title: {
      de: 'Videoschnitt Studio 9: Der Film-Assistent schneidet den Urlaubsfilm',
      en: 'Video Cut Studio 9: the film assistant edits your holiday film',
    },
    lead: {
      de: 'Aus einem Ordner voller Handy- und Kameraclips wird in Minuten ein fertiger Film mit Musik: Schaufenster Software stellt Videoschnitt Studio 9 für Windows vor, erstmals mit Film-Assistent und hardwarebeschleunigtem 4K-Export.',
      en: 'A folder full of phone and camera clips becomes a finished film with music in minutes: Schaufenster Software presents Video Cut Studio 9 for Windows, for the first time with a film assistant and hardware-accelerated 4K export.',
    },
    body: {
      de: [
        'Der neue Film-Assistent sichtet die ausgewählten Aufnahmen, wählt gelungene Szenen aus, setzt Übergänge und legt Musik darunter. Das Ergebnis lässt sich anschließend in der gewohnten Zeitleiste weiter bearbeiten – der Assistent nimmt die Arbeit ab, nicht die Entscheidung.',
        'Beim Export in 4K nutzt Videoschnitt Studio 9 die Grafikkarten von NVIDIA, AMD und Intel. Filme für Fernseher und Internet sind dadurch um ein Vielfaches schneller fertig als mit dem Prozessor allein.',
        'Videoschnitt Studio 9 läuft unter Windows 11 (64 Bit) und kostet 79,99 Euro. Eine kostenlose Testversion steht zum Download bereit.',
      ],
      en: [
        'The new film assistant looks through the chosen footage, picks the best scenes, adds transitions and lays music underneath. The result can then be edited further on the familiar timeline – the assistant takes over the work, not the decisions.',
        'When exporting in 4K, Video Cut Studio 9 uses graphics cards from NVIDIA, AMD and Intel. Films for the television and the internet are therefore ready many times faster than with the processor alone.',
        'Video Cut Studio 9 runs on Windows 11 (64-bit) and costs €79.99. A free trial version is available for download.',
      ],
    },
  },
  {
    key: 'foto-studio-pro-5-0',
    slugs: {
      de: 'foto-studio-pro-5-erscheint',
      en: 'photo-studio-pro-5-released',
    },
    publishedOn: '2025-03-12',
    productId: 1,
    title: {
      de: 'Foto-Studio Pro 5 erscheint mit neuer Oberfläche und nativ für Apple-Chips',
      en: 'Photo Studio Pro 5 arrives with a new interface and native Apple silicon support',
    },
    lead: {
      de: 'Schaufenster Software stellt Foto-Studio Pro 5 vor: Die Bildbearbeitung für Windows und Mac bekommt anpassbare Arbeitsbereiche für Retusche und Montage und optimiert ganze Bildserien mit einem Klick.',
      en: 'Schaufenster Software presents Photo Studio Pro 5: the photo editor for Windows and Mac gets customisable workspaces for retouching and montage and enhances whole series of pictures in one click.',
    },
    body: {
      de: [
        'Die neue Oberfläche ordnet Werkzeuge nach Aufgaben: Wer retuschiert, sieht Pinsel und Stempel; wer Montagen baut, Ebenen und Masken. Jeder Arbeitsbereich lässt sich anpassen und speichern.',
        'Die automatische Bildoptimierung korrigiert Helligkeit, Kontrast und Farbstich jetzt für ganze Bildserien auf einmal – etwa für alle Fotos eines Urlaubs. Über 120 Filter, Ebenen, Masken und die RAW-Entwicklung lassen weiterhin alle kreativen Freiheiten.',
        'Auf Mac-Rechnern mit Apple-Chip läuft Foto-Studio Pro 5 erstmals nativ und startet dadurch spürbar schneller.',
        'Foto-Studio Pro 5 ist ab sofort für Windows 11 und Windows 10 (64 Bit) sowie ab macOS 13 Ventura erhältlich und kostet 39,99 Euro. Eine kostenlose Testversion steht zum Download bereit.',
      ],
      en: [
        'The new interface arranges tools by task: retouchers see brushes and the clone stamp, montage builders see layers and masks. Every workspace can be customised and saved.',
        'Automatic enhancement now corrects brightness, contrast and colour casts for whole series of pictures at once – for example for every photo of a holiday. More than 120 filters, layers, masks and RAW development still leave every creative freedom.',
        'On Macs with Apple silicon, Photo Studio Pro 5 runs natively for the first time and starts noticeably faster as a result.',
        'Photo Studio Pro 5 is available now for Windows 11 and Windows 10 (64-bit) and for macOS 13 Ventura or later and costs €39.99. A free trial version is available for download.',
      ],
    },
  },
]

type Tx = Pick<HubDb, 'insert' | 'delete'>

/**
 * Writes the seed's releases: upserted by key, so a changed text replaces the stored one,
 * and a key the seed no longer has is removed (first, so its slugs are free for another).
 */
export async function seedPressReleases(tx: Tx): Promise<void> {
  const keys = SEED_PRESS_RELEASES.map((release) => release.key)
  await tx.delete(pressReleases).where(notInArray(pressReleases.key, keys))
  await tx
    .insert(pressReleases)
    .values(
      SEED_PRESS_RELEASES.map((release) => ({
        key: release.key,
        slugDe: release.slugs.de,
        slugEn: release.slugs.en,
        publishedOn: release.publishedOn,
        productId: release.productId,
        title: release.title,
        lead: release.lead,
        body: release.body,
      })),
    )
    .onConflictDoUpdate({
      target: pressReleases.key,
      set: {
        slugDe: sql`excluded.slug_de`,
        slugEn: sql`excluded.slug_en`,
        publishedOn: sql`excluded.published_on`,
        productId: sql`excluded.product_id`,
        title: sql`excluded.title`,
        lead: sql`excluded.lead`,
        body: sql`excluded.body`,
      },
    })
}
