import type { Platform } from '../schema'

export interface SeedProductTexts {
  short: string
  description: string
  /** "Title: explanation" */
  functions: readonly string[]
}

export interface SeedProduct {
  id: number
  slugDe: string
  slugEn: string
  nameDe: string
  nameEn: string
  /** The primary platform, the first of `platforms`. */
  platform: Platform
  platforms: readonly Platform[]
  /** English slugs of the product categories; the first is the main one. */
  categories: readonly string[]
  releaseDate: string
  // Minor units, in the order EUR, USD, GBP, CHF.
  prices: readonly [number, number, number, number]
  /** The regular prices while an offer runs (then `prices` are the offer's); needs `offerDays`. */
  strikePrices?: readonly [number, number, number, number]
  /** How many days an offer runs from the first seeding; then the regular prices apply. */
  offerDays?: number
  /** Offers a Plus edition besides the full version. */
  plus?: boolean
  /**
   * Yearly price in EUR minor units; monthly and other currencies are derived. A buyer
   * must see the sense of it (issue 19, point 11): a year of the subscription costs clearly
   * less than buying once, and twelve monthly payments cost more than a year.
   */
  subscriptionYearly?: number
  downloads: number
  de: SeedProductTexts
  en: SeedProductTexts
}

type Tuple4 = readonly [number, number, number, number]

function product(
  id: number,
  slugs: [string, string],
  names: [string, string],
  platforms: readonly Platform[],
  categories: readonly string[],
  releaseDate: string,
  prices: Tuple4,
  downloads: number,
  de: SeedProductTexts,
  en: SeedProductTexts,
  extra: Pick<SeedProduct, 'strikePrices' | 'offerDays' | 'plus' | 'subscriptionYearly'> = {},
): SeedProduct {
  return {
    id,
    slugDe: slugs[0],
    slugEn: slugs[1],
    nameDe: names[0],
    nameEn: names[1],
    platform: platforms[0]!,
    platforms,
    categories,
    releaseDate,
    prices,
    downloads,
    de,
    en,
    ...extra,
  }
}

// The catalog of the fictional publisher. Ids are stable on purpose: links, tests and
// later features refer to products such as 38, 43, 53 and 143 by number.
export const SEED_PRODUCTS: readonly SeedProduct[] = [
  product(
    1,
    ['foto-studio-pro', 'photo-studio-pro'],
    ['Foto-Studio Pro', 'Photo Studio Pro'],
    ['windows', 'mac'],
    ['graphics'],
    '2025-03-12',
    [2999, 3299, 2699, 3199],
    48210,
    {
      short: 'Fotos bearbeiten wie ein Profi – mit wenigen Klicks zum perfekten Bild.',
      description:
        'Foto-Studio Pro verbessert Belichtung, Farben und Schärfe Ihrer Fotos automatisch. Ebenen, Masken und über 120 Filter lassen Ihnen dabei alle kreativen Freiheiten.',
      functions: [
        'Automatische Bildoptimierung: Ein Klick korrigiert Helligkeit, Kontrast und Farbstich.',
        'Ebenen und Masken: Kombinieren Sie mehrere Bilder verlustfrei zu einer Montage.',
        'RAW-Entwicklung: Holen Sie das Beste aus den Rohdaten Ihrer Kamera heraus.',
      ],
    },
    {
      short: 'Edit photos like a professional – the perfect picture in a few clicks.',
      description:
        'Photo Studio Pro automatically improves the exposure, colours and sharpness of your photos. Layers, masks and more than 120 filters leave you every creative freedom.',
      functions: [
        'Automatic enhancement: One click corrects brightness, contrast and colour casts.',
        'Layers and masks: Combine several pictures into a montage without losing quality.',
        'RAW development: Get the best out of your camera’s raw data.',
      ],
    },
    { plus: true, strikePrices: [3999, 4399, 3599, 4299], offerDays: 21 },
  ),
  product(
    2,
    ['buero-suite', 'office-suite'],
    ['Bürosuite 2025', 'Office Suite 2025'],
    ['windows'],
    ['office'],
    '2024-10-01',
    [7999, 8999, 6999, 8499],
    35120,
    {
      short: 'Textverarbeitung, Tabellenkalkulation und Präsentationen in einem Paket.',
      description:
        'Die Bürosuite 2025 öffnet und speichert alle gängigen Office-Formate. Vorlagen für Briefe, Rechnungen und Lebensläufe sparen Ihnen viel Zeit im Alltag.',
      functions: [
        'Textverarbeitung: Briefe und Berichte mit Rechtschreibprüfung für 16 Sprachen.',
        'Tabellenkalkulation: Über 400 Funktionen und übersichtliche Diagramme.',
        'Präsentationen: Folien mit Übergängen gestalten und als PDF weitergeben.',
      ],
    },
    {
      short: 'Word processing, spreadsheets and presentations in one package.',
      description:
        'Office Suite 2025 opens and saves all common office formats. Templates for letters, invoices and CVs save you a lot of time every day.',
      functions: [
        'Word processing: Letters and reports with spell checking in 16 languages.',
        'Spreadsheets: More than 400 functions and clear charts.',
        'Presentations: Design slides with transitions and share them as PDF.',
      ],
    },
    { plus: true, subscriptionYearly: 3999 },
  ),
  product(
    3,
    ['steuerfuchs', 'tax-fox'],
    ['Steuerfuchs', 'Tax Fox'],
    ['windows'],
    ['finance'],
    '2025-01-15',
    [3499, 3799, 2999, 3699],
    27400,
    {
      short: 'Die Steuererklärung einfach, sicher und mit maximaler Erstattung.',
      description:
        'Der Steuerfuchs führt Sie mit verständlichen Fragen durch Ihre Steuererklärung. Der Spar-Assistent findet Absetzmöglichkeiten, die sonst leicht übersehen werden.',
      functions: [
        'Interview-Modus: Beantworten Sie einfache Fragen statt Formulare auszufüllen.',
        'Spar-Assistent: Zeigt Ihnen, welche Ausgaben Sie zusätzlich absetzen können.',
        'Belegverwaltung: Quittungen scannen und direkt der richtigen Zeile zuordnen.',
      ],
    },
    {
      short: 'Your tax return made simple and safe, with the maximum refund.',
      description:
        'Tax Fox guides you through your tax return with easy questions. The savings assistant finds deductions that are otherwise easily overlooked.',
      functions: [
        'Interview mode: Answer simple questions instead of filling in forms.',
        'Savings assistant: Shows which further expenses you can deduct.',
        'Receipt manager: Scan receipts and assign them to the right line at once.',
      ],
    },
    { plus: true },
  ),
  product(
    7,
    ['virenwaechter', 'virus-guard'],
    ['Virenwächter', 'Virus Guard'],
    ['windows'],
    ['security'],
    '2025-02-20',
    [1999, 2199, 1799, 2099],
    61200,
    {
      short: 'Zuverlässiger Schutz vor Viren, Trojanern und Erpressersoftware.',
      description:
        'Der Virenwächter prüft Dateien in Echtzeit und blockiert gefährliche Webseiten, bevor sie Schaden anrichten. Er arbeitet unauffällig im Hintergrund und bremst Ihren Rechner nicht aus.',
      functions: [
        'Echtzeitschutz: Jede neue Datei wird geprüft, bevor sie geöffnet wird.',
        'Web-Filter: Warnt vor gefälschten Shops und Phishing-Seiten.',
        'Erpressungsschutz: Persönliche Ordner sind vor Verschlüsselung geschützt.',
      ],
    },
    {
      short: 'Dependable protection from viruses, trojans and ransomware.',
      description:
        'Virus Guard checks files in real time and blocks dangerous websites before they can do harm. It works quietly in the background and does not slow your computer down.',
      functions: [
        'Real-time protection: Every new file is checked before it is opened.',
        'Web filter: Warns you about fake shops and phishing sites.',
        'Ransomware shield: Personal folders are protected from encryption.',
      ],
    },
    { plus: true, subscriptionYearly: 1299 },
  ),
  product(
    12,
    ['sicherungsmeister', 'backup-master'],
    ['Sicherungsmeister', 'Backup Master'],
    ['mac', 'windows'],
    ['utilities', 'security'],
    '2024-06-04',
    [2499, 2799, 2199, 2699],
    15320,
    {
      short: 'Automatische Sicherungen, damit keine Datei mehr verloren geht.',
      description:
        'Der Sicherungsmeister sichert Ihre Dateien nach Plan auf externe Festplatten oder ins Netzwerk. Einzelne Dateien stellen Sie mit wenigen Klicks wieder her.',
      functions: [
        'Zeitplan: Sicherungen laufen täglich, wöchentlich oder beim Anschließen der Festplatte.',
        'Versionen: Frühere Fassungen einer Datei bleiben 90 Tage erhalten.',
        'Verschlüsselung: Sicherungen werden mit AES-256 geschützt.',
      ],
    },
    {
      short: 'Automatic backups, so that no file is ever lost again.',
      description:
        'Backup Master saves your files on schedule to external drives or the network. You restore single files in a few clicks.',
      functions: [
        'Schedule: Backups run daily, weekly or whenever the drive is plugged in.',
        'Versions: Earlier versions of a file are kept for 90 days.',
        'Encryption: Backups are protected with AES-256.',
      ],
    },
  ),
  product(
    21,
    ['schnellnotiz', 'quick-notes'],
    ['Schnellnotiz', 'Quick Notes'],
    ['mac', 'ios'],
    ['office'],
    '2023-11-08',
    [999, 1099, 899, 1099],
    9800,
    {
      short: 'Gedanken festhalten, bevor sie verfliegen – auf dem Mac und dem iPhone.',
      description:
        'Schnellnotiz öffnet sich mit einem Tastenkürzel und speichert jede Notiz sofort. Schlagwörter und eine schnelle Suche halten auch tausende Notizen übersichtlich.',
      functions: [
        'Tastenkürzel: Eine neue Notiz ist aus jedem Programm heraus einen Griff entfernt.',
        'Schlagwörter: Ordnen Sie Notizen ohne starre Ordnerstruktur.',
        'Abgleich: Notizen erscheinen auf allen Ihren Geräten.',
      ],
    },
    {
      short: 'Capture thoughts before they fly away – on your Mac and iPhone.',
      description:
        'Quick Notes opens with a keyboard shortcut and saves every note instantly. Tags and a fast search keep even thousands of notes tidy.',
      functions: [
        'Shortcut: A new note is one key press away from any program.',
        'Tags: Organise notes without a rigid folder structure.',
        'Sync: Notes appear on all of your devices.',
      ],
    },
  ),
  product(
    38,
    ['musikwerkstatt', 'music-workshop'],
    ['Musikwerkstatt', 'Music Workshop'],
    ['mac', 'windows'],
    ['music-video'],
    '2025-04-02',
    [4999, 5499, 4499, 5299],
    22150,
    {
      short: 'Eigene Songs komponieren, aufnehmen und abmischen.',
      description:
        'Die Musikwerkstatt bietet 64 Spuren, virtuelle Instrumente und tausende Klangschleifen. Auch ohne Notenkenntnisse entstehen so in kurzer Zeit eigene Musikstücke.',
      functions: [
        'Klangschleifen: Über 5.000 Loops in 20 Stilrichtungen per Ziehen und Ablegen.',
        'Virtuelle Instrumente: Klavier, Schlagzeug, Streicher und Synthesizer.',
        'Mischpult: Effekte, Equalizer und Mastering in Studioqualität.',
      ],
    },
    {
      short: 'Compose, record and mix your own songs.',
      description:
        'Music Workshop offers 64 tracks, virtual instruments and thousands of loops. Even without reading music you create your own pieces in a short time.',
      functions: [
        'Loops: More than 5,000 loops in 20 styles, arranged by drag and drop.',
        'Virtual instruments: Piano, drums, strings and synthesisers.',
        'Mixing desk: Effects, equaliser and mastering in studio quality.',
      ],
    },
    { plus: true },
  ),
  product(
    43,
    ['wetterfrosch', 'weather-frog'],
    ['Wetterfrosch – Das Wetter für Draußen', 'Weather Frog – Forecasts for the Outdoors'],
    ['android', 'ios'],
    ['leisure'],
    '2024-04-18',
    [299, 349, 279, 329],
    83400,
    {
      short: 'Die Wettervorhersage für Wanderer, Radfahrer und Gärtner.',
      description:
        'Der Wetterfrosch zeigt stündliche Vorhersagen, Regenradar und Unwetterwarnungen für Ihren Standort. Die 14-Tage-Vorschau hilft bei der Planung von Ausflügen.',
      functions: [
        'Regenradar: Sehen Sie, wann der nächste Schauer bei Ihnen ankommt.',
        'Unwetterwarnungen: Push-Nachrichten bei Sturm, Gewitter und Glätte.',
        'Ausflugsplaner: Die besten Stunden für Ihre Wanderung auf einen Blick.',
      ],
    },
    {
      short: 'The weather forecast for hikers, cyclists and gardeners.',
      description:
        'Weather Frog shows hourly forecasts, rain radar and severe weather warnings for your location. The 14-day outlook helps you plan your trips.',
      functions: [
        'Rain radar: See when the next shower reaches you.',
        'Severe weather alerts: Push notifications for storms, thunder and ice.',
        'Trip planner: The best hours for your hike at a glance.',
      ],
    },
  ),
  product(
    53,
    ['schrittzaehler', 'step-counter'],
    ['Schrittzähler', 'Step Counter'],
    ['android', 'ios'],
    ['leisure'],
    '2023-05-30',
    [0, 0, 0, 0],
    126300,
    {
      short: 'Jeden Schritt zählen und täglich ein bisschen fitter werden.',
      description:
        'Der Schrittzähler nutzt den Bewegungssensor Ihres Smartphones und verbraucht kaum Akku. Tagesziele und Wochenübersichten motivieren Sie, in Bewegung zu bleiben.',
      functions: [
        'Stromsparend: Der Bewegungssensor zählt, ohne den Akku zu belasten.',
        'Tagesziele: Setzen Sie sich eigene Ziele und verfolgen Sie Ihre Serie.',
        'Statistiken: Wochen- und Monatsübersichten mit Kalorienschätzung.',
      ],
    },
    {
      short: 'Count every step and get a little fitter every day.',
      description:
        'Step Counter uses the motion sensor of your phone and hardly uses any battery. Daily goals and weekly summaries motivate you to keep moving.',
      functions: [
        'Battery friendly: The motion sensor counts without draining the battery.',
        'Daily goals: Set your own goals and keep your streak going.',
        'Statistics: Weekly and monthly summaries with a calorie estimate.',
      ],
    },
  ),
  product(
    61,
    ['pixel-pilot', 'pixel-pilot'],
    ['Pixel-Pilot', 'Pixel Pilot'],
    ['android'],
    ['leisure'],
    '2024-08-21',
    [499, 549, 449, 529],
    41800,
    {
      short: 'Ein kniffliges Flugspiel im Retro-Stil mit 80 Leveln.',
      description:
        'Im Pixel-Pilot steuern Sie ein kleines Flugzeug durch Höhlen, Gewitter und Asteroidenfelder. Jedes Level lässt sich in wenigen Minuten spielen, ideal für unterwegs.',
      functions: [
        '80 Level: Fünf Welten mit steigendem Schwierigkeitsgrad.',
        'Einhandsteuerung: Gespielt wird mit einem Daumen, auch im Bus.',
        'Offline spielbar: Keine Internetverbindung und keine Werbung nötig.',
      ],
    },
    {
      short: 'A tricky retro flying game with 80 levels.',
      description:
        'In Pixel Pilot you steer a small plane through caves, thunderstorms and asteroid fields. Every level takes only a few minutes, ideal on the go.',
      functions: [
        '80 levels: Five worlds with rising difficulty.',
        'One-handed controls: Play with one thumb, even on the bus.',
        'Plays offline: No internet connection and no ads needed.',
      ],
    },
  ),
  product(
    67,
    ['vokabeltrainer-franzoesisch', 'french-vocabulary-trainer'],
    ['Vokabeltrainer Französisch', 'French Vocabulary Trainer'],
    ['ios', 'android'],
    ['education'],
    '2024-09-09',
    [799, 899, 699, 849],
    18700,
    {
      short: 'Französische Vokabeln in fünf Minuten am Tag sicher lernen.',
      description:
        'Der Vokabeltrainer Französisch wiederholt Wörter genau dann, wenn Sie sie zu vergessen drohen. Über 6.000 Vokabeln mit Aussprache von Muttersprachlern sind enthalten.',
      functions: [
        'Lernkartei: Wiederholungen nach dem bewährten Fünf-Fächer-Prinzip.',
        'Aussprache: Jede Vokabel wurde von Muttersprachlern eingesprochen.',
        'Themenpakete: Reise, Beruf, Alltag und Schule.',
      ],
    },
    {
      short: 'Learn French vocabulary for good in five minutes a day.',
      description:
        'French Vocabulary Trainer repeats words exactly when you are about to forget them. More than 6,000 words with pronunciation by native speakers are included.',
      functions: [
        'Flash cards: Repetition based on the proven five-box method.',
        'Pronunciation: Every word was recorded by native speakers.',
        'Topic packs: Travel, work, everyday life and school.',
      ],
    },
  ),
  product(
    88,
    ['grossmutters-kochbuch', 'grandmas-cookbook'],
    ['Großmutters Kochbuch', "Grandma's Cookbook"],
    ['ios', 'android'],
    ['leisure'],
    '2023-12-01',
    [599, 649, 549, 629],
    29900,
    {
      short: 'Über 800 bewährte Rezepte aus Omas Küche.',
      description:
        'Großmutters Kochbuch sammelt traditionelle Rezepte von Rouladen bis Apfelstrudel. Die Einkaufsliste rechnet Zutaten automatisch auf die gewünschte Anzahl Portionen um.',
      functions: [
        'Rezeptsammlung: Über 800 Gerichte mit Schritt-für-Schritt-Anleitung.',
        'Portionsrechner: Zutaten passen sich der Zahl der Gäste an.',
        'Einkaufsliste: Zutaten mit einem Fingertipp übernehmen.',
      ],
    },
    {
      short: "More than 800 proven recipes from grandma's kitchen.",
      description:
        "Grandma's Cookbook collects traditional recipes from beef roulades to apple strudel. The shopping list scales ingredients to the number of servings you need.",
      functions: [
        'Recipe collection: More than 800 dishes with step-by-step instructions.',
        'Serving calculator: Ingredients adapt to the number of guests.',
        'Shopping list: Add ingredients with a single tap.',
      ],
    },
  ),
  product(
    101,
    ['sternenkarte', 'star-map'],
    ['Sternenkarte', 'Star Map'],
    ['ios'],
    ['education'],
    '2024-02-14',
    [399, 449, 349, 429],
    21050,
    {
      short: 'Sterne, Planeten und Sternbilder am Nachthimmel erkennen.',
      description:
        'Halten Sie Ihr iPhone in den Himmel, und die Sternenkarte zeigt Ihnen, was Sie sehen. Über 120.000 Sterne und alle Planeten des Sonnensystems sind verzeichnet.',
      functions: [
        'Himmelsansicht: Die Karte folgt der Bewegung Ihres Geräts.',
        'Nachtmodus: Rotes Licht schont die an die Dunkelheit gewöhnten Augen.',
        'Ereigniskalender: Sternschnuppen, Finsternisse und Planetenbegegnungen.',
      ],
    },
    {
      short: 'Recognise stars, planets and constellations in the night sky.',
      description:
        'Point your iPhone at the sky and Star Map shows you what you are looking at. More than 120,000 stars and all planets of the solar system are included.',
      functions: [
        'Sky view: The map follows the movement of your device.',
        'Night mode: Red light protects eyes used to the dark.',
        'Event calendar: Meteor showers, eclipses and planetary conjunctions.',
      ],
    },
  ),
  product(
    120,
    ['pdf-werkzeugkasten', 'pdf-toolbox'],
    ['PDF-Werkzeugkasten', 'PDF Toolbox'],
    ['mac', 'windows'],
    ['office'],
    '2024-07-23',
    [3999, 4399, 3499, 4299],
    19870,
    {
      short: 'PDF-Dateien bearbeiten, zusammenfügen und unterschreiben.',
      description:
        'Mit dem PDF-Werkzeugkasten ändern Sie Texte direkt im Dokument und füllen Formulare aus. Seiten lassen sich sortieren, zusammenführen und sicher verschlüsseln.',
      functions: [
        'Texte bearbeiten: Tippfehler im PDF korrigieren, ohne das Layout zu zerstören.',
        'Zusammenfügen: Mehrere Dokumente zu einer Datei vereinen.',
        'Unterschreiben: Verträge digital signieren und zurücksenden.',
      ],
    },
    {
      short: 'Edit, merge and sign PDF files.',
      description:
        'With PDF Toolbox you change text right in the document and fill in forms. Pages can be reordered, merged and securely encrypted.',
      functions: [
        'Edit text: Fix typos in a PDF without breaking the layout.',
        'Merge: Combine several documents into one file.',
        'Sign: Sign contracts digitally and send them back.',
      ],
    },
  ),
  product(
    143,
    ['passwort-tresor', 'password-vault'],
    ['Passwort-Tresor', 'Password Vault'],
    ['ios', 'android', 'windows', 'mac'],
    ['security'],
    '2024-11-05',
    [1499, 1699, 1299, 1599],
    38600,
    {
      short: 'Alle Passwörter sicher verwahrt – Sie merken sich nur noch eines.',
      description:
        'Der Passwort-Tresor speichert Ihre Zugangsdaten verschlüsselt und füllt Anmeldefelder automatisch aus. Der Passwort-Generator erzeugt auf Wunsch starke, einzigartige Passwörter.',
      functions: [
        'Verschlüsselung: Ihre Daten verlassen das Gerät nur verschlüsselt.',
        'Passwort-Generator: Starke Passwörter auf Knopfdruck.',
        'Sicherheitscheck: Warnt vor doppelt verwendeten und schwachen Passwörtern.',
      ],
    },
    {
      short: 'All your passwords kept safe – you only remember one.',
      description:
        'Password Vault stores your credentials encrypted and fills in login fields automatically. The password generator creates strong, unique passwords on request.',
      functions: [
        'Encryption: Your data only leaves the device encrypted.',
        'Password generator: Strong passwords at the push of a button.',
        'Security check: Warns about reused and weak passwords.',
      ],
    },
    { subscriptionYearly: 999 },
  ),
  product(
    150,
    ['schachmeister', 'chess-master'],
    ['Schachmeister für Einsteiger', 'Chess Master for Beginners'],
    ['windows'],
    ['leisure', 'education'],
    '2023-09-19',
    [1299, 1399, 1099, 1399],
    12400,
    {
      short: 'Schach lernen mit einem geduldigen Trainer.',
      description:
        'Der Schachmeister erklärt Regeln, Eröffnungen und Taktiken in 60 kurzen Lektionen. Zwölf Spielstärken sorgen dafür, dass jede Partie spannend bleibt.',
      functions: [
        'Lektionen: Von den Grundregeln bis zu ersten Kombinationen.',
        'Zugvorschläge: Der Trainer erklärt, warum ein Zug gut oder schlecht ist.',
        'Zwölf Spielstärken: Vom Anfänger bis zum Vereinsspieler.',
      ],
    },
    {
      short: 'Learn chess with a patient coach.',
      description:
        'Chess Master explains rules, openings and tactics in 60 short lessons. Twelve playing strengths keep every game exciting.',
      functions: [
        'Lessons: From the basic rules to your first combinations.',
        'Move hints: The coach explains why a move is good or bad.',
        'Twelve strengths: From beginner to club player.',
      ],
    },
  ),
  product(
    160,
    ['videoschnitt-studio', 'video-cut-studio'],
    ['Videoschnitt Studio', 'Video Cut Studio'],
    ['windows'],
    ['music-video'],
    '2025-05-06',
    [5999, 6499, 5299, 6299],
    26300,
    {
      short: 'Urlaubsvideos schneiden, vertonen und in 4K exportieren.',
      description:
        'Videoschnitt Studio macht aus Ihren Aufnahmen sehenswerte Filme mit Übergängen, Titeln und Musik. Der Assistent erstellt auf Wunsch in Minuten einen fertigen Film.',
      functions: [
        'Film-Assistent: Wählen Sie Clips aus, den Rest erledigt das Programm.',
        'Bildstabilisierung: Verwackelte Aufnahmen werden ruhig.',
        '4K-Export: Filme in voller Auflösung für Fernseher und Internet.',
      ],
    },
    {
      short: 'Cut holiday videos, add sound and export in 4K.',
      description:
        'Video Cut Studio turns your footage into watchable films with transitions, titles and music. On request the assistant creates a finished film in minutes.',
      functions: [
        'Film assistant: Pick your clips and the program does the rest.',
        'Stabilisation: Shaky footage becomes steady.',
        '4K export: Films in full resolution for TV and the web.',
      ],
    },
    { plus: true, strikePrices: [7999, 8499, 6999, 8299], offerDays: 14 },
  ),
  product(
    161,
    ['diashow-zauberer', 'slideshow-wizard'],
    ['Diashow-Zauberer', 'Slideshow Wizard'],
    ['windows'],
    ['graphics'],
    '2024-03-27',
    [1999, 2199, 1799, 2099],
    14200,
    {
      short: 'Aus Fotos werden bewegende Diashows mit Musik.',
      description:
        'Der Diashow-Zauberer verbindet Ihre Fotos mit Kamerafahrten, Übergängen und Musik. Fertige Shows brennen Sie auf DVD oder teilen sie als Video.',
      functions: [
        'Kamerafahrten: Sanfte Zoom- und Schwenkeffekte für jedes Bild.',
        'Musik: Die Bildwechsel passen sich automatisch dem Takt an.',
        'Weitergabe: Als Video, auf DVD oder direkt für Smartphones.',
      ],
    },
    {
      short: 'Turn photos into moving slideshows with music.',
      description:
        'Slideshow Wizard combines your photos with camera pans, transitions and music. Burn finished shows to DVD or share them as a video.',
      functions: [
        'Camera pans: Gentle zoom and pan effects for every picture.',
        'Music: Picture changes follow the beat automatically.',
        'Sharing: As a video, on DVD or straight to phones.',
      ],
    },
  ),
  product(
    162,
    ['haushaltsbuch', 'household-budget'],
    ['Haushaltsbuch', 'Household Budget'],
    ['windows', 'mac'],
    ['finance'],
    '2024-01-10',
    [1499, 1699, 1299, 1599],
    17900,
    {
      short: 'Einnahmen und Ausgaben im Blick behalten und gezielt sparen.',
      description:
        'Das Haushaltsbuch ordnet Ihre Kontobewegungen automatisch Kategorien zu. Übersichtliche Diagramme zeigen, wohin Ihr Geld jeden Monat fließt.',
      functions: [
        'Kontoimport: Umsätze aus der Bank als Datei übernehmen.',
        'Budgets: Monatliche Grenzen für Lebensmittel, Freizeit und mehr.',
        'Auswertungen: Diagramme für Monat, Quartal und Jahr.',
      ],
    },
    {
      short: 'Keep track of income and spending and save on purpose.',
      description:
        'Household Budget assigns your bank transactions to categories automatically. Clear charts show where your money goes every month.',
      functions: [
        'Bank import: Load transactions from your bank as a file.',
        'Budgets: Monthly limits for groceries, leisure and more.',
        'Reports: Charts per month, quarter and year.',
      ],
    },
  ),
  product(
    163,
    ['festplatten-putzer', 'disk-cleaner'],
    ['Festplatten-Putzer', 'Disk Cleaner'],
    ['windows'],
    ['utilities'],
    '2024-05-14',
    [1999, 2199, 1799, 2099],
    33300,
    {
      short: 'Gigabytes an Datenmüll finden und sicher entfernen.',
      description:
        'Der Festplatten-Putzer spürt doppelte Dateien, alte Zwischenspeicher und vergessene Downloads auf. Vor dem Löschen zeigt er Ihnen genau, was entfernt wird.',
      functions: [
        'Duplikatsuche: Doppelte Fotos und Dokumente erkennen.',
        'Speicheranalyse: Sehen Sie auf einen Blick, was Platz belegt.',
        'Sicheres Löschen: Vertrauliche Dateien unwiederbringlich entfernen.',
      ],
    },
    {
      short: 'Find gigabytes of clutter and remove them safely.',
      description:
        'Disk Cleaner tracks down duplicate files, old caches and forgotten downloads. Before deleting, it shows you exactly what will be removed.',
      functions: [
        'Duplicate finder: Detect duplicate photos and documents.',
        'Storage analysis: See at a glance what takes up space.',
        'Secure delete: Remove confidential files for good.',
      ],
    },
  ),
  product(
    164,
    ['treiber-doktor', 'driver-doctor'],
    ['Treiber-Doktor', 'Driver Doctor'],
    ['windows'],
    ['utilities'],
    '2023-10-24',
    [2499, 2799, 2199, 2699],
    20450,
    {
      short: 'Veraltete Treiber finden und sicher aktualisieren.',
      description:
        'Der Treiber-Doktor prüft Grafikkarte, Drucker und alle weiteren Geräte auf aktuelle Treiber. Vor jeder Aktualisierung legt er einen Wiederherstellungspunkt an.',
      functions: [
        'Geräteprüfung: Alle Komponenten werden in unter einer Minute erkannt.',
        'Sichere Updates: Ein Wiederherstellungspunkt vor jeder Änderung.',
        'Zeitplan: Monatliche Prüfung im Hintergrund.',
      ],
    },
    {
      short: 'Find outdated drivers and update them safely.',
      description:
        'Driver Doctor checks your graphics card, printer and every other device for current drivers. It creates a restore point before each update.',
      functions: [
        'Device scan: All components are detected in under a minute.',
        'Safe updates: A restore point before every change.',
        'Schedule: A monthly check in the background.',
      ],
    },
  ),
  product(
    165,
    ['etiketten-druckerei', 'label-printer'],
    ['Etiketten-Druckerei', 'Label Printer'],
    ['windows'],
    ['office'],
    '2023-08-15',
    [1499, 1699, 1299, 1599],
    8700,
    {
      short: 'Etiketten, Visitenkarten und Adressaufkleber selbst gestalten.',
      description:
        'Die Etiketten-Druckerei kennt die Formate aller gängigen Etikettenbögen. Serienbriefe mit Adressen aus Tabellen sind in wenigen Schritten gedruckt.',
      functions: [
        'Formatbibliothek: Über 3.000 Etikettenbögen sind hinterlegt.',
        'Seriendruck: Adressen aus Tabellen automatisch einsetzen.',
        'Vorlagen: Visitenkarten, Einmachglas-Etiketten und Namensschilder.',
      ],
    },
    {
      short: 'Design labels, business cards and address stickers yourself.',
      description:
        'Label Printer knows the formats of all common label sheets. Mail merges with addresses from spreadsheets are printed in a few steps.',
      functions: [
        'Format library: More than 3,000 label sheets are included.',
        'Mail merge: Insert addresses from spreadsheets automatically.',
        'Templates: Business cards, jar labels and name badges.',
      ],
    },
  ),
  product(
    166,
    ['zehnfinger-schreibtrainer', 'touch-typing-tutor'],
    ['Zehnfinger-Schreibtrainer', 'Touch Typing Tutor'],
    ['windows', 'mac'],
    ['education'],
    '2024-08-06',
    [1999, 2199, 1799, 2099],
    16600,
    {
      short: 'Blind und mit zehn Fingern schreiben lernen.',
      description:
        'Der Zehnfinger-Schreibtrainer führt Sie in 40 Lektionen zum sicheren Tastaturschreiben. Kleine Spiele und eine Fortschrittskurve halten die Motivation hoch.',
      functions: [
        'Lektionen: Schritt für Schritt von der Grundreihe bis zu Sonderzeichen.',
        'Fehleranalyse: Der Trainer übt gezielt die schwierigen Tasten.',
        'Tippspiele: Geschwindigkeit trainieren, ohne dass es langweilig wird.',
      ],
    },
    {
      short: 'Learn to type blind with all ten fingers.',
      description:
        'Touch Typing Tutor leads you to confident typing in 40 lessons. Small games and a progress curve keep motivation high.',
      functions: [
        'Lessons: Step by step from the home row to special characters.',
        'Error analysis: The tutor practises the tricky keys on purpose.',
        'Typing games: Train your speed without getting bored.',
      ],
    },
  ),
  product(
    167,
    ['stammbaum-forscher', 'family-tree-explorer'],
    ['Stammbaum-Forscher', 'Family Tree Explorer'],
    ['windows'],
    ['leisure'],
    '2024-02-28',
    [2999, 3299, 2699, 3199],
    7300,
    {
      short: 'Die eigene Familiengeschichte erforschen und als Stammbaum darstellen.',
      description:
        'Der Stammbaum-Forscher verwaltet Personen, Fotos und Urkunden über viele Generationen. Fertige Stammbäume drucken Sie als Poster oder teilen sie mit Verwandten.',
      functions: [
        'Personenverwaltung: Lebensdaten, Orte und Geschichten zu jedem Vorfahren.',
        'Posterdruck: Stammbäume in großen Formaten gestalten.',
        'GEDCOM: Daten mit anderen Ahnenforschern austauschen.',
      ],
    },
    {
      short: 'Research your family history and present it as a family tree.',
      description:
        'Family Tree Explorer manages people, photos and records across many generations. Print finished trees as posters or share them with relatives.',
      functions: [
        'People: Dates, places and stories for every ancestor.',
        'Poster printing: Design family trees in large formats.',
        'GEDCOM: Exchange data with other genealogists.',
      ],
    },
  ),
  product(
    168,
    ['hoerbuch-rekorder', 'audiobook-recorder'],
    ['Hörbuch-Rekorder', 'Audiobook Recorder'],
    ['windows'],
    ['music-video'],
    '2023-07-04',
    [1999, 2199, 1799, 2099],
    11200,
    {
      short: 'Hörbücher und Vorlesestunden in bester Qualität aufnehmen.',
      description:
        'Der Hörbuch-Rekorder entfernt Rauschen und Atemgeräusche automatisch. Kapitelmarken und Cover machen Ihre Aufnahme zum fertigen Hörbuch.',
      functions: [
        'Rauschfilter: Störgeräusche werden automatisch entfernt.',
        'Kapitelmarken: Lange Aufnahmen übersichtlich gliedern.',
        'Export: Als MP3 oder Hörbuchdatei für alle Abspielgeräte.',
      ],
    },
    {
      short: 'Record audiobooks and story hours in the best quality.',
      description:
        'Audiobook Recorder removes hiss and breathing noises automatically. Chapter marks and a cover make your recording a finished audiobook.',
      functions: [
        'Noise filter: Background noise is removed automatically.',
        'Chapter marks: Structure long recordings clearly.',
        'Export: As MP3 or audiobook file for every player.',
      ],
    },
  ),
  product(
    169,
    ['firewall-wache', 'firewall-sentry'],
    ['Firewall-Wache', 'Firewall Sentry'],
    ['windows'],
    ['security'],
    '2025-06-10',
    [2499, 2799, 2199, 2699],
    9900,
    {
      short: 'Bestimmen Sie selbst, welche Programme ins Internet dürfen.',
      description:
        'Die Firewall-Wache meldet jedes Programm, das eine Verbindung aufbauen möchte. Verdächtige Zugriffe aus dem Netz werden blockiert, bevor sie Ihren Rechner erreichen.',
      functions: [
        'Programmkontrolle: Erlauben oder verbieten Sie Verbindungen pro Programm.',
        'Netzwerkprofile: Strengere Regeln im Café als zu Hause.',
        'Verbindungsprotokoll: Sehen Sie, wer wann mit wem gesprochen hat.',
      ],
    },
    {
      short: 'Decide for yourself which programs may go online.',
      description:
        'Firewall Sentry reports every program that wants to open a connection. Suspicious access from the network is blocked before it reaches your computer.',
      functions: [
        'Program control: Allow or block connections per program.',
        'Network profiles: Stricter rules in a café than at home.',
        'Connection log: See who talked to whom and when.',
      ],
    },
    { subscriptionYearly: 1499 },
  ),
  product(
    170,
    ['kalender-planer', 'calendar-planner'],
    ['Kalender-Planer', 'Calendar Planner'],
    ['mac'],
    ['office'],
    '2024-12-03',
    [1999, 2199, 1799, 2099],
    6400,
    {
      short: 'Termine, Aufgaben und Geburtstage in einem Kalender planen.',
      description:
        'Der Kalender-Planer verbindet Ihre Kalender mit einer Aufgabenliste. Feiertage aller Bundesländer und Schulferien sind bereits eingetragen.',
      functions: [
        'Aufgaben: Erledigungen mit Fälligkeit direkt im Kalender.',
        'Feiertage: Alle Feiertage und Schulferien sind hinterlegt.',
        'Druckvorlagen: Wochen- und Jahrespläne zum Aufhängen.',
      ],
    },
    {
      short: 'Plan appointments, tasks and birthdays in one calendar.',
      description:
        'Calendar Planner combines your calendars with a task list. Public holidays and school holidays are already filled in.',
      functions: [
        'Tasks: To-dos with due dates right in the calendar.',
        'Holidays: All public and school holidays are included.',
        'Print templates: Weekly and yearly planners to hang up.',
      ],
    },
  ),
  product(
    171,
    ['bildschirm-rekorder', 'screen-recorder'],
    ['Bildschirm-Rekorder', 'Screen Recorder'],
    ['mac', 'windows'],
    ['music-video'],
    '2025-02-11',
    [2999, 3299, 2699, 3199],
    13800,
    {
      short: 'Bildschirmvideos für Anleitungen und Präsentationen aufnehmen.',
      description:
        'Der Bildschirm-Rekorder nimmt den ganzen Bildschirm oder ein Fenster mitsamt Ton und Kamerabild auf. Mit Pfeilen und Texten erklären Sie jeden Schritt verständlich.',
      functions: [
        'Aufnahme: Bildschirm, Fenster oder Bereich, dazu Mikrofon und Kamera.',
        'Anmerkungen: Pfeile, Texte und Hervorhebungen einfügen.',
        'Schnitt: Versprecher und Pausen einfach herausschneiden.',
      ],
    },
    {
      short: 'Record screen videos for tutorials and presentations.',
      description:
        'Screen Recorder captures the whole screen or a window, including sound and webcam. With arrows and text you explain every step clearly.',
      functions: [
        'Capture: Screen, window or region, plus microphone and webcam.',
        'Annotations: Add arrows, text and highlights.',
        'Editing: Simply cut out slips and pauses.',
      ],
    },
  ),
  product(
    172,
    ['schriftenverwaltung', 'font-manager'],
    ['Schriftenverwaltung', 'Font Manager'],
    ['mac'],
    ['graphics'],
    '2023-06-20',
    [1499, 1699, 1299, 1599],
    5200,
    {
      short: 'Hunderte Schriften übersichtlich ordnen und vergleichen.',
      description:
        'Die Schriftenverwaltung zeigt alle installierten Schriften mit Ihrem eigenen Mustertext. Sammlungen aktivieren Sie nur dann, wenn Sie sie wirklich brauchen.',
      functions: [
        'Vorschau: Jede Schrift mit Ihrem eigenen Beispieltext.',
        'Sammlungen: Schriften für Projekte bündeln und bei Bedarf aktivieren.',
        'Vergleich: Bis zu vier Schriften nebeneinander betrachten.',
      ],
    },
    {
      short: 'Organise and compare hundreds of fonts.',
      description:
        'Font Manager shows every installed font with your own sample text. You activate collections only when you really need them.',
      functions: [
        'Preview: Every font with your own sample text.',
        'Collections: Bundle fonts for projects and activate them on demand.',
        'Compare: View up to four fonts side by side.',
      ],
    },
  ),
  product(
    173,
    ['mac-entruempler', 'mac-declutter'],
    ['Mac-Entrümpler', 'Mac Declutter'],
    ['mac'],
    ['utilities'],
    '2025-01-28',
    [1999, 2199, 1799, 2099],
    12100,
    {
      short: 'Mehr Platz und mehr Tempo für Ihren Mac.',
      description:
        'Der Mac-Entrümpler findet Reste deinstallierter Programme, große Dateien und alte Sicherungen. Startobjekte, die den Mac bremsen, schalten Sie mit einem Klick ab.',
      functions: [
        'Programmreste: Übrig gebliebene Dateien vollständig entfernen.',
        'Große Dateien: Die größten Platzfresser auf einen Blick.',
        'Startobjekte: Den Systemstart spürbar beschleunigen.',
      ],
    },
    {
      short: 'More space and more speed for your Mac.',
      description:
        'Mac Declutter finds leftovers of uninstalled programs, large files and old backups. Login items that slow down your Mac are switched off with one click.',
      functions: [
        'Leftovers: Remove files left behind completely.',
        'Large files: The biggest space wasters at a glance.',
        'Login items: Noticeably speed up start-up.',
      ],
    },
  ),
  product(
    174,
    ['vektor-zeichner', 'vector-draw'],
    ['Vektor-Zeichner', 'Vector Draw'],
    ['mac'],
    ['graphics'],
    '2024-10-15',
    [3999, 4399, 3499, 4299],
    8800,
    {
      short: 'Logos, Illustrationen und Pläne präzise zeichnen.',
      description:
        'Der Vektor-Zeichner erstellt gestochen scharfe Grafiken in jeder Größe. Hilfslinien, Raster und Pfadwerkzeuge machen auch anspruchsvolle Illustrationen einfach.',
      functions: [
        'Pfadwerkzeuge: Kurven und Formen präzise bearbeiten.',
        'Raster und Hilfslinien: Elemente pixelgenau ausrichten.',
        'Export: SVG, PDF und PNG in jeder Auflösung.',
      ],
    },
    {
      short: 'Draw logos, illustrations and plans with precision.',
      description:
        'Vector Draw creates razor-sharp graphics at any size. Guides, grids and path tools make even demanding illustrations easy.',
      functions: [
        'Path tools: Edit curves and shapes precisely.',
        'Grids and guides: Align elements to the pixel.',
        'Export: SVG, PDF and PNG at any resolution.',
      ],
    },
  ),
  product(
    175,
    ['depot-uebersicht', 'portfolio-overview'],
    ['Depot-Übersicht', 'Portfolio Overview'],
    ['mac', 'windows'],
    ['finance'],
    '2025-03-25',
    [2999, 3299, 2699, 3199],
    6900,
    {
      short: 'Aktien, Fonds und Sparpläne übersichtlich verwalten.',
      description:
        'Die Depot-Übersicht fasst alle Ihre Depots und Konten in einer Ansicht zusammen. Renditen, Dividenden und Gebühren werden verständlich ausgewertet.',
      functions: [
        'Gesamtvermögen: Alle Depots und Konten in einer Ansicht.',
        'Renditeberechnung: Echte Rendite nach Kosten und Steuern.',
        'Dividendenkalender: Sehen Sie, wann welche Ausschüttung kommt.',
      ],
    },
    {
      short: 'Manage shares, funds and savings plans at a glance.',
      description:
        'Portfolio Overview brings all your portfolios and accounts together in one view. Returns, dividends and fees are analysed clearly.',
      functions: [
        'Net worth: All portfolios and accounts in one view.',
        'Return calculation: Real returns after costs and taxes.',
        'Dividend calendar: See when each payout arrives.',
      ],
    },
  ),
  product(
    176,
    ['mathe-meister', 'maths-master'],
    ['Mathe-Meister', 'Maths Master'],
    ['android', 'ios'],
    ['education'],
    '2024-09-30',
    [499, 549, 449, 529],
    24800,
    {
      short: 'Mathematik üben von der ersten bis zur zehnten Klasse.',
      description:
        'Der Mathe-Meister erklärt Rechenwege Schritt für Schritt und passt die Aufgaben dem Lernstand an. Eltern sehen in der Übersicht, wo ihr Kind noch Übung braucht.',
      functions: [
        'Lösungswege: Jeder Schritt wird nachvollziehbar erklärt.',
        'Lernstand: Aufgaben werden mit dem Können schwieriger.',
        'Elternbereich: Fortschritte und Schwächen auf einen Blick.',
      ],
    },
    {
      short: 'Practise maths through the first ten years of school.',
      description:
        "Maths Master explains solutions step by step and adapts the exercises to the learner's level. Parents see in the overview where their child still needs practice.",
      functions: [
        'Worked solutions: Every step is explained clearly.',
        'Adaptive level: Exercises get harder as skills grow.',
        'Parent area: Progress and weak spots at a glance.',
      ],
    },
  ),
  product(
    177,
    ['taschenlampe-plus', 'torch-plus'],
    ['Taschenlampe Plus', 'Torch Plus'],
    ['android'],
    ['utilities'],
    '2022-11-11',
    [0, 0, 0, 0],
    152000,
    {
      short: 'Die helle Taschenlampe ohne Werbung und ohne Berechtigungen.',
      description:
        'Taschenlampe Plus schaltet das Kameralicht mit einem Fingertipp ein. Ein SOS-Signal und ein sanftes Nachtlicht sind ebenfalls an Bord.',
      functions: [
        'Sofort hell: Ein Fingertipp genügt, auch auf dem Sperrbildschirm.',
        'SOS-Signal: Das internationale Notsignal in Morsezeichen.',
        'Nachtlicht: Ein gedimmtes Bildschirmlicht für die Nacht.',
      ],
    },
    {
      short: 'The bright torch with no ads and no permissions.',
      description:
        'Torch Plus switches on the camera light with a single tap. An SOS signal and a gentle night light are included too.',
      functions: [
        'Instant light: One tap is enough, even on the lock screen.',
        'SOS signal: The international distress signal in Morse code.',
        'Night light: A dimmed screen light for the night.',
      ],
    },
  ),
  product(
    178,
    ['rezeptbox', 'recipe-box'],
    ['Rezeptbox', 'Recipe Box'],
    ['android'],
    ['leisure'],
    '2024-04-02',
    [299, 349, 279, 329],
    19600,
    {
      short: 'Eigene Rezepte sammeln, ordnen und mit der Familie teilen.',
      description:
        'In der Rezeptbox speichern Sie Lieblingsrezepte mit Foto und Notizen. Der Kochmodus hält den Bildschirm an und liest die Schritte auf Wunsch vor.',
      functions: [
        'Rezeptimport: Rezepte von Webseiten mit einem Fingertipp übernehmen.',
        'Kochmodus: Große Schrift und ein Bildschirm, der nicht ausgeht.',
        'Wochenplan: Mahlzeiten planen und die Einkaufsliste erstellen.',
      ],
    },
    {
      short: 'Collect, organise and share your own recipes with the family.',
      description:
        'In Recipe Box you keep favourite recipes with photos and notes. Cooking mode keeps the screen on and reads the steps aloud on request.',
      functions: [
        'Recipe import: Take recipes from websites with a single tap.',
        'Cooking mode: Large text and a screen that stays on.',
        'Weekly plan: Plan meals and create the shopping list.',
      ],
    },
  ),
  product(
    179,
    ['ausgaben-tracker', 'expense-tracker'],
    ['Ausgaben-Tracker', 'Expense Tracker'],
    ['android', 'ios'],
    ['finance'],
    '2025-04-22',
    [399, 449, 349, 429],
    22300,
    {
      short: 'Ausgaben unterwegs in Sekunden erfassen.',
      description:
        'Mit dem Ausgaben-Tracker notieren Sie jeden Einkauf direkt an der Kasse. Monatsbudgets und Diagramme zeigen Ihnen, wo Sie sparen können.',
      functions: [
        'Schnelleingabe: Betrag, Kategorie, fertig.',
        'Budgets: Hinweise, bevor das Monatsbudget aufgebraucht ist.',
        'Reisemodus: Ausgaben in fremden Währungen umrechnen.',
      ],
    },
    {
      short: 'Record expenses on the go in seconds.',
      description:
        'With Expense Tracker you note every purchase right at the till. Monthly budgets and charts show you where to save.',
      functions: [
        'Quick entry: Amount, category, done.',
        'Budgets: Alerts before the monthly budget runs out.',
        'Travel mode: Convert spending in foreign currencies.',
      ],
    },
  ),
  product(
    180,
    ['diebstahlschutz', 'anti-theft'],
    ['Diebstahlschutz', 'Anti-Theft'],
    ['android'],
    ['security'],
    '2024-06-18',
    [999, 1099, 899, 1099],
    15100,
    {
      short: 'Ein verlorenes oder gestohlenes Smartphone orten und sperren.',
      description:
        'Der Diebstahlschutz zeigt den Standort Ihres Smartphones im Browser an. Aus der Ferne lassen Sie es klingeln, sperren es oder löschen Ihre Daten.',
      functions: [
        'Ortung: Der letzte Standort auf der Karte.',
        'Fernsperre: Das Gerät mit einer Nachricht auf dem Bildschirm sperren.',
        'Fernlöschung: Persönliche Daten im Notfall löschen.',
      ],
    },
    {
      short: 'Locate and lock a lost or stolen phone.',
      description:
        'Anti-Theft shows the location of your phone in the browser. Remotely you make it ring, lock it or wipe your data.',
      functions: [
        'Location: The last known position on the map.',
        'Remote lock: Lock the device with a message on the screen.',
        'Remote wipe: Delete personal data in an emergency.',
      ],
    },
  ),
  product(
    181,
    ['foto-collage', 'photo-collage'],
    ['Foto-Collage', 'Photo Collage'],
    ['android', 'ios'],
    ['graphics'],
    '2024-07-09',
    [299, 349, 279, 329],
    36700,
    {
      short: 'Fotos zu schönen Collagen und Grußkarten zusammenstellen.',
      description:
        'Foto-Collage bietet über 200 Vorlagen für Collagen, Grußkarten und Einladungen. Rahmen, Sticker und Schriften geben jeder Collage eine persönliche Note.',
      functions: [
        'Vorlagen: Über 200 Layouts für jeden Anlass.',
        'Sticker und Schriften: Persönliche Grüße gestalten.',
        'Druckqualität: Export in hoher Auflösung für den Fotodruck.',
      ],
    },
    {
      short: 'Arrange photos into beautiful collages and greeting cards.',
      description:
        'Photo Collage offers more than 200 templates for collages, greeting cards and invitations. Frames, stickers and fonts give every collage a personal touch.',
      functions: [
        'Templates: More than 200 layouts for every occasion.',
        'Stickers and fonts: Design personal greetings.',
        'Print quality: High-resolution export for photo prints.',
      ],
    },
  ),
  product(
    182,
    ['podcast-player', 'podcast-player'],
    ['Podcast-Player', 'Podcast Player'],
    ['ios', 'android'],
    ['music-video'],
    '2025-05-20',
    [199, 249, 179, 229],
    27800,
    {
      short: 'Podcasts abonnieren, herunterladen und in Ruhe hören.',
      description:
        'Der Podcast-Player lädt neue Folgen automatisch im WLAN herunter. Sprachverstärkung und Pausenkürzung machen jede Folge angenehm hörbar.',
      functions: [
        'Automatische Downloads: Neue Folgen liegen morgens bereit.',
        'Sprachverstärkung: Stimmen klar verständlich, auch im Zug.',
        'Schlaftimer: Die Wiedergabe endet sanft nach der gewählten Zeit.',
      ],
    },
    {
      short: 'Subscribe to, download and enjoy podcasts in peace.',
      description:
        'Podcast Player downloads new episodes automatically over Wi-Fi. Voice boost and silence trimming make every episode pleasant to listen to.',
      functions: [
        'Automatic downloads: New episodes are ready in the morning.',
        'Voice boost: Voices stay clear, even on the train.',
        'Sleep timer: Playback ends gently after the chosen time.',
      ],
    },
  ),
  product(
    183,
    ['scanner-tasche', 'pocket-scanner'],
    ['Scanner-Tasche', 'Pocket Scanner'],
    ['ios'],
    ['office'],
    '2024-03-05',
    [699, 799, 599, 749],
    17200,
    {
      short: 'Dokumente mit dem iPhone scannen und als PDF ablegen.',
      description:
        'Die Scanner-Tasche erkennt Dokumentränder automatisch und entzerrt schräge Aufnahmen. Die Texterkennung macht gescannte Briefe durchsuchbar.',
      functions: [
        'Kantenerkennung: Dokumente werden automatisch zugeschnitten.',
        'Texterkennung: Gescannte Texte werden durchsuchbar.',
        'Mehrseitige PDFs: Ganze Verträge in einer Datei.',
      ],
    },
    {
      short: 'Scan documents with your iPhone and file them as PDF.',
      description:
        'Pocket Scanner detects document edges automatically and straightens skewed shots. Text recognition makes scanned letters searchable.',
      functions: [
        'Edge detection: Documents are cropped automatically.',
        'Text recognition: Scanned text becomes searchable.',
        'Multi-page PDFs: Whole contracts in a single file.',
      ],
    },
  ),
  product(
    184,
    ['yoga-begleiter', 'yoga-companion'],
    ['Yoga-Begleiter', 'Yoga Companion'],
    ['ios'],
    ['leisure'],
    '2025-01-07',
    [599, 649, 549, 629],
    10400,
    {
      short: 'Yoga-Einheiten für zu Hause, von zehn Minuten bis zu einer Stunde.',
      description:
        'Der Yoga-Begleiter bietet angeleitete Einheiten für Anfänger und Fortgeschrittene. Sprachansagen führen Sie durch jede Übung, ohne dass Sie auf den Bildschirm schauen müssen.',
      functions: [
        'Angeleitete Einheiten: Über 150 Sequenzen mit Sprachansage.',
        'Trainingspläne: Vier Wochen zu mehr Beweglichkeit.',
        'Atemübungen: Kurze Pausen für mehr Ruhe im Alltag.',
      ],
    },
    {
      short: 'Yoga sessions at home, from ten minutes to an hour.',
      description:
        'Yoga Companion offers guided sessions for beginners and advanced practitioners. Voice guidance leads you through every pose without looking at the screen.',
      functions: [
        'Guided sessions: More than 150 sequences with voice guidance.',
        'Training plans: Four weeks to more flexibility.',
        'Breathing exercises: Short breaks for more calm in everyday life.',
      ],
    },
  ),
  product(
    185,
    ['einkaufsliste', 'shopping-list'],
    ['Einkaufsliste', 'Shopping List'],
    ['ios', 'android'],
    ['office'],
    '2023-04-12',
    [0, 0, 0, 0],
    98700,
    {
      short: 'Die gemeinsame Einkaufsliste für die ganze Familie.',
      description:
        'Die Einkaufsliste gleicht sich sofort auf allen Geräten der Familie ab. Artikel werden nach den Gängen Ihres Supermarkts sortiert.',
      functions: [
        'Gemeinsame Listen: Alle sehen sofort, was noch fehlt.',
        'Sortierung: Artikel in der Reihenfolge der Supermarktgänge.',
        'Vorschläge: Häufig gekaufte Artikel mit einem Fingertipp.',
      ],
    },
    {
      short: 'The shared shopping list for the whole family.',
      description:
        "Shopping List syncs instantly across all of the family's devices. Items are sorted by the aisles of your supermarket.",
      functions: [
        'Shared lists: Everyone sees at once what is still missing.',
        'Sorting: Items in the order of the supermarket aisles.',
        'Suggestions: Frequently bought items with a single tap.',
      ],
    },
  ),
  product(
    186,
    ['gitarren-stimmgeraet', 'guitar-tuner'],
    ['Gitarren-Stimmgerät', 'Guitar Tuner'],
    ['ios', 'android'],
    ['music-video'],
    '2023-03-03',
    [0, 0, 0, 0],
    64300,
    {
      short: 'Gitarre, Bass und Ukulele schnell und genau stimmen.',
      description:
        'Das Gitarren-Stimmgerät hört über das Mikrofon zu und zeigt, ob eine Saite zu hoch oder zu tief klingt. Alternative Stimmungen und ein Metronom sind mit dabei.',
      functions: [
        'Genaue Erkennung: Auf einen Cent genau, auch in lauter Umgebung.',
        'Stimmungen: Standard, Drop D, Open G und viele mehr.',
        'Metronom: Den Takt halten beim Üben.',
      ],
    },
    {
      short: 'Tune guitar, bass and ukulele quickly and accurately.',
      description:
        'Guitar Tuner listens through the microphone and shows whether a string is too high or too low. Alternative tunings and a metronome are included.',
      functions: [
        'Accurate detection: To a single cent, even in noisy rooms.',
        'Tunings: Standard, drop D, open G and many more.',
        'Metronome: Keep the beat while practising.',
      ],
    },
  ),
  product(
    187,
    ['sudoku-sammlung', 'sudoku-collection'],
    ['Sudoku-Sammlung', 'Sudoku Collection'],
    ['android'],
    ['leisure'],
    '2024-12-17',
    [199, 249, 179, 229],
    30500,
    {
      short: 'Über 10.000 Sudokus in sechs Schwierigkeitsstufen.',
      description:
        'Die Sudoku-Sammlung bietet Rätsel vom leichten Einstieg bis zur Meisterprüfung. Notizen, Hinweise und ein Tagesrätsel sorgen für lange Freude.',
      functions: [
        '10.000 Rätsel: Sechs Stufen von leicht bis teuflisch.',
        'Hinweise: Erklärt die nächste logische Lösungstechnik.',
        'Tagesrätsel: Jeden Tag ein neues Sudoku mit Bestenliste.',
      ],
    },
    {
      short: 'More than 10,000 sudokus in six difficulty levels.',
      description:
        'Sudoku Collection offers puzzles from easy starters to master exams. Notes, hints and a daily puzzle provide lasting fun.',
      functions: [
        '10,000 puzzles: Six levels from easy to fiendish.',
        'Hints: Explains the next logical solving technique.',
        'Daily puzzle: A new sudoku every day with a leaderboard.',
      ],
    },
  ),
]

/**
 * The app store page of a mobile edition (issue 19, point 1): mobile programs are installed
 * from the App Store or Google Play, never from a raw .apk/.ipa. Desktop editions have none.
 */
export function storeUrlFor(product: SeedProduct, platform: Platform): string | null {
  if (platform === 'ios')
    return `https://apps.apple.com/app/${product.slugEn}/id${6400000000 + product.id}`
  if (platform === 'android') {
    return `https://play.google.com/store/apps/details?id=de.schaufenster.${product.slugEn.replaceAll('-', '')}`
  }
  return null
}

export function productById(id: number): SeedProduct | undefined {
  return SEED_PRODUCTS.find((candidate) => candidate.id === id)
}
