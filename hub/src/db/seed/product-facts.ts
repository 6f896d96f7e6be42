import type {
  ChangelogEntry,
  Localized,
  ProductFactsData as SeedProductFacts,
} from '../catalog-schema'

// The facts a product page lists below the description: current version, download size,
// system requirements per platform, interface languages, devices per licence and the
// latest changes. One entry per product of SEED_PRODUCTS (products.ts), written to fit
// what each program does.

export type { ProductFactsData as SeedProductFacts } from '../catalog-schema'

function text(de: string, en: string): Localized<string> {
  return { de, en }
}

function release(version: string, date: string, de: string[], en: string[]): ChangelogEntry {
  return { version, date, changes: { de, en } }
}

/** The company's 16 interface languages; every product uses a subset of them. */
export const COMPANY_LANGUAGES = [
  'de',
  'en',
  'fr',
  'es',
  'it',
  'nl',
  'pl',
  'pt',
  'cs',
  'sk',
  'da',
  'sv',
  'nb',
  'fi',
  'tr',
  'hu',
] as const

// Operating systems
const WINDOWS_11_10 = text('Windows 11, Windows 10 (64 Bit)', 'Windows 11, Windows 10 (64-bit)')
const WINDOWS_11_10_32 = text(
  'Windows 11, Windows 10 (32 oder 64 Bit)',
  'Windows 11, Windows 10 (32-bit or 64-bit)',
)
const WINDOWS_11 = text('Windows 11 (64 Bit)', 'Windows 11 (64-bit)')
const MACOS_12 = text('macOS 12 Monterey oder neuer', 'macOS 12 Monterey or later')
const MACOS_13 = text('macOS 13 Ventura oder neuer', 'macOS 13 Ventura or later')
const MACOS_14 = text('macOS 14 Sonoma oder neuer', 'macOS 14 Sonoma or later')
const android = (major: number) => text(`Android ${major} oder neuer`, `Android ${major} or later`)
const ios = (major: number) => text(`iOS ${major} oder neuer`, `iOS ${major} or later`)
const IPADOS_16 = text('iOS 16 / iPadOS 16 oder neuer', 'iOS 16 / iPadOS 16 or later')

// Processors and devices
const dualCore = (ghz: string) =>
  text(
    `Zweikernprozessor ab ${ghz.replace('.', ',')} GHz`,
    `Dual-core processor, ${ghz} GHz or faster`,
  )
const quadCore = (ghz: string) =>
  text(
    `Vierkernprozessor ab ${ghz.replace('.', ',')} GHz`,
    `Quad-core processor, ${ghz} GHz or faster`,
  )
const ANY_CPU_15 = text('Prozessor ab 1,5 GHz', 'Processor, 1.5 GHz or faster')
const MAC_ANY = text('Apple-Chip oder Intel-Prozessor', 'Apple silicon or Intel processor')
const MAC_M1_I5 = text(
  'Apple-Chip (M1 oder neuer) oder Intel Core i5',
  'Apple silicon (M1 or later) or Intel Core i5',
)
const ANDROID_64 = text(
  'Smartphone oder Tablet mit 64-Bit-Prozessor',
  'Phone or tablet with a 64-bit processor',
)
const ANDROID_PHONE_64 = text('Smartphone mit 64-Bit-Prozessor', 'Phone with a 64-bit processor')
const IPHONE_8 = text('ab iPhone 8', 'iPhone 8 or newer')
const IPHONE_XS = text('ab iPhone XS oder iPhone XR', 'iPhone XS, iPhone XR or newer')

const ACTIVATION = text(
  'Internetverbindung für Aktivierung und Aktualisierungen',
  'Internet connection for activation and updates',
)

/** Facts per product id, one entry for every id of SEED_PRODUCTS. */
export const PRODUCT_FACTS: Readonly<Record<number, SeedProductFacts>> = {
  // Foto-Studio Pro
  1: {
    version: '5.4.0',
    requirements: {
      windows: {
        os: WINDOWS_11_10,
        cpu: quadCore('2.5'),
        ramMb: 8192,
        diskMb: 4500,
        other: text(
          'Grafikkarte mit DirectX 12 und 2 GB Grafikspeicher',
          'Graphics card with DirectX 12 and 2 GB of video memory',
        ),
      },
      mac: { os: MACOS_13, cpu: MAC_M1_I5, ramMb: 8192, diskMb: 4800 },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl', 'pt', 'cs', 'da', 'sv', 'hu'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '5.4.0',
        '2026-10-14',
        [
          'Neue Rauschminderung für RAW-Fotos mit hohen ISO-Werten',
          'Ebenenmasken lassen sich direkt aus einer Auswahl mit weicher Kante erstellen',
          'RAW-Entwicklung unterstützt die Canon EOS R1 und die Nikon Z6III',
        ],
        [
          'New noise reduction for high-ISO RAW photos',
          'Layer masks can be created straight from a feathered selection',
          'RAW development supports the Canon EOS R1 and the Nikon Z6III',
        ],
      ),
      release(
        '5.3.2',
        '2026-06-30',
        [
          'Automatische Bildoptimierung entfernt Farbstiche bei Kunstlicht zuverlässiger',
          'Absturz beim Speichern von Montagen mit mehr als 50 Ebenen behoben',
        ],
        [
          'Automatic enhancement removes colour casts under artificial light more reliably',
          'Fixed a crash when saving montages with more than 50 layers',
        ],
      ),
      release(
        '5.2.0',
        '2025-12-09',
        [
          '18 neue Filter im Stil klassischer Analogfilme',
          'Himmel austauschen: Der Himmel wird automatisch erkannt und maskiert',
        ],
        [
          '18 new filters in the style of classic analogue film',
          'Sky replacement: the sky is detected and masked automatically',
        ],
      ),
      release(
        '5.1.0',
        '2025-07-22',
        [
          'Objektivkorrektur für über 300 Objektive bei der RAW-Entwicklung',
          'Montagen lassen sich als Datei mit allen Ebenen im PSD-Format speichern',
        ],
        [
          'Lens correction for more than 300 lenses in RAW development',
          'Montages can be saved with all layers in PSD format',
        ],
      ),
      release(
        '5.0.0',
        '2025-03-12',
        [
          'Neue Oberfläche mit anpassbaren Arbeitsbereichen für Retusche und Montage',
          'Automatische Bildoptimierung mit einem Klick für ganze Bildserien',
          'Läuft nativ auf Mac-Rechnern mit Apple-Chip',
        ],
        [
          'New interface with customisable workspaces for retouching and montage',
          'One-click automatic enhancement for whole series of pictures',
          'Runs natively on Macs with Apple silicon',
        ],
      ),
    ],
  },

  // Bürosuite 2025
  2: {
    version: '25.4.0',
    requirements: {
      windows: {
        os: WINDOWS_11_10,
        cpu: dualCore('2'),
        ramMb: 4096,
        diskMb: 2500,
        other: ACTIVATION,
      },
    },
    languages: [...COMPANY_LANGUAGES],
    devicesPerLicence: 1,
    changelog: [
      release(
        '25.4.0',
        '2026-09-15',
        [
          'Tabellen mit mehr als 100.000 Zeilen öffnen deutlich schneller',
          'Serienbriefe übernehmen Adressen direkt aus einer Tabelle der Bürosuite',
        ],
        [
          'Spreadsheets with more than 100,000 rows open much faster',
          'Mail merge takes addresses straight from an Office Suite spreadsheet',
        ],
      ),
      release(
        '25.3.0',
        '2026-01-20',
        [
          'Zwölf neue Vorlagen für tabellarische Lebensläufe',
          'Tabellenkalkulation: Wasserfall- und Trichterdiagramme ergänzt',
        ],
        [
          'Twelve new templates for CVs in table layout',
          'Spreadsheets: waterfall and funnel charts added',
        ],
      ),
      release(
        '25.2.0',
        '2025-07-08',
        [
          'Präsentationen lassen sich als barrierefreies PDF (PDF/UA) weitergeben',
          'Die deutsche Rechtschreibprüfung erkennt fehlende Kommas vor Nebensätzen',
        ],
        [
          'Presentations can be shared as accessible PDF (PDF/UA)',
          'The German spell checker spots missing commas before subordinate clauses',
        ],
      ),
      release(
        '25.1.0',
        '2025-02-18',
        [
          'Tabellenkalkulation: neue Funktionen XVERWEIS und FILTER',
          'Rechnungsvorlagen für Kleinunternehmer mit Hinweis nach § 19 UStG',
        ],
        [
          'Spreadsheets: new functions XLOOKUP and FILTER',
          'Invoice templates for small businesses with the VAT exemption note (§ 19 UStG)',
        ],
      ),
      release(
        '25.0.0',
        '2024-10-01',
        [
          'Neue Menüleiste mit Registerkarten in allen drei Programmen',
          'Dateien im DOCX-, XLSX- und PPTX-Format werden originalgetreu geöffnet',
          'Rechtschreibprüfung für 16 Sprachen',
        ],
        [
          'New tabbed ribbon in all three programs',
          'Files in DOCX, XLSX and PPTX format open true to the original',
          'Spell checking in 16 languages',
        ],
      ),
    ],
  },

  // Steuerfuchs
  3: {
    version: '26.1.0',
    requirements: {
      windows: {
        os: WINDOWS_11_10,
        cpu: dualCore('1.8'),
        ramMb: 4096,
        diskMb: 1500,
        other: text(
          'Internetverbindung für die Übermittlung per ELSTER',
          'Internet connection for filing via ELSTER',
        ),
      },
    },
    languages: ['de', 'en'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '26.1.0',
        '2026-03-17',
        [
          'Bescheidprüfung vergleicht den Steuerbescheid automatisch mit Ihrer Erklärung',
          'Einspruch gegen den Bescheid mit vorbereitetem Schreiben',
        ],
        [
          'Assessment check compares your tax assessment with your return automatically',
          'Objection to the assessment with a ready-made letter',
        ],
      ),
      release(
        '26.0.0',
        '2026-01-13',
        [
          'Alle Formulare für die Steuererklärung 2025 mit den neuen Freibeträgen',
          'Interview-Modus fragt jetzt auch nach Einnahmen aus kleinen Photovoltaikanlagen',
        ],
        [
          'All forms for the 2025 tax return with the new allowances',
          'Interview mode now also asks about income from small solar panel systems',
        ],
      ),
      release(
        '25.2.0',
        '2025-05-20',
        [
          'Spar-Assistent prüft Handwerkerleistungen und haushaltsnahe Dienstleistungen',
          'Belegverwaltung liest Betrag und Datum beim Scannen von Quittungen aus',
        ],
        [
          'Savings assistant checks tradesmen’s services and household services',
          'Receipt manager reads the amount and date when scanning receipts',
        ],
      ),
      release(
        '25.1.0',
        '2025-02-25',
        [
          'Belegabruf: Daten der vorausgefüllten Steuererklärung direkt vom Finanzamt übernehmen',
          'Übermittlung per ELSTER mit Zertifikatsdatei oder Personalausweis',
        ],
        [
          'Data retrieval: import the pre-filled tax return (VaSt) straight from the tax office',
          'Filing via ELSTER with a certificate file or your German ID card',
        ],
      ),
      release(
        '25.0.0',
        '2025-01-15',
        [
          'Alle Formulare für die Steuererklärung 2024 einschließlich Anlage N, KAP und V',
          'Interview-Modus berechnet die Tagespauschale für die Arbeit zu Hause',
        ],
        [
          'All forms for the 2024 tax return, including Anlage N, KAP and V',
          'Interview mode works out the daily allowance for working from home',
        ],
      ),
    ],
  },

  // Virenwächter
  7: {
    version: '8.4.0',
    requirements: {
      windows: {
        os: WINDOWS_11_10,
        cpu: dualCore('1.5'),
        ramMb: 2048,
        diskMb: 1200,
        other: text(
          'Internetverbindung für Aktivierung und Signatur-Aktualisierungen',
          'Internet connection for activation and signature updates',
        ),
      },
    },
    languages: [...COMPANY_LANGUAGES],
    devicesPerLicence: 3,
    changelog: [
      release(
        '8.4.0',
        '2026-09-08',
        [
          'Web-Filter prüft Impressum und Zahlungsarten unbekannter Onlineshops',
          'Warnung vor gefälschten Anmeldeseiten von Banken und Paketdiensten',
        ],
        [
          'Web filter checks the imprint and payment methods of unknown online shops',
          'Warnings about fake login pages of banks and parcel services',
        ],
      ),
      release(
        '8.3.1',
        '2026-03-11',
        [
          'Erpressungsschutz bemerkt unerlaubte Änderungen an Dateien auf Netzlaufwerken',
          'Fehlalarm bei signierten Installationsprogrammen behoben',
        ],
        [
          'Ransomware shield notices unauthorised changes to files on network drives',
          'Fixed a false alarm for signed installers',
        ],
      ),
      release(
        '8.2.0',
        '2025-10-21',
        [
          'Spielemodus unterdrückt Meldungen, solange ein Programm im Vollbild läuft',
          'Vollständige Prüfung des Rechners bis zu 30 % schneller',
        ],
        [
          'Game mode holds back notifications while a program runs full screen',
          'Full system scan up to 30% faster',
        ],
      ),
      release(
        '8.1.0',
        '2025-06-03',
        [
          'Echtzeitschutz prüft USB-Sticks sofort beim Anschließen',
          'Archive im ZIP- und 7z-Format werden ohne Entpacken geprüft',
        ],
        [
          'Real-time protection checks USB sticks as soon as they are plugged in',
          'ZIP and 7z archives are scanned without unpacking',
        ],
      ),
      release(
        '8.0.0',
        '2025-02-20',
        [
          'Neue Verhaltenserkennung entdeckt Schadsoftware, bevor eine Signatur vorliegt',
          'Erpressungsschutz für die Ordner Dokumente, Bilder und Musik',
        ],
        [
          'New behaviour detection catches malware before a signature exists',
          'Ransomware shield for the Documents, Pictures and Music folders',
        ],
      ),
    ],
  },

  // Sicherungsmeister
  12: {
    version: '3.4.1',
    requirements: {
      mac: {
        os: MACOS_12,
        cpu: MAC_ANY,
        ramMb: 4096,
        diskMb: 600,
        other: text(
          'Externe Festplatte oder Netzwerkspeicher (NAS) für die Sicherungen',
          'External drive or network storage (NAS) for the backups',
        ),
      },
      windows: {
        os: WINDOWS_11_10,
        cpu: dualCore('1.5'),
        ramMb: 4096,
        diskMb: 500,
        other: text(
          'Externe Festplatte oder Netzwerkspeicher (NAS) für die Sicherungen',
          'External drive or network storage (NAS) for the backups',
        ),
      },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl', 'sv'],
    devicesPerLicence: 3,
    changelog: [
      release(
        '3.4.1',
        '2026-07-07',
        [
          'Prüfsummen melden beschädigte Sicherungsdateien, bevor Sie sie brauchen',
          'Sicherungen, die im Ruhezustand verpasst wurden, werden beim Aufwachen nachgeholt',
        ],
        [
          'Checksums report damaged backup files before you need them',
          'Backups missed during sleep run as soon as the computer wakes up',
        ],
      ),
      release(
        '3.3.0',
        '2025-11-18',
        [
          'Nur geänderte Dateien werden gesichert: tägliche Sicherungen bis zu fünfmal schneller',
          'Sicherung auf Netzwerkspeicher über SMB 3 mit Verschlüsselung der Übertragung',
        ],
        [
          'Only changed files are backed up: daily backups up to five times faster',
          'Backup to network storage over SMB 3 with encrypted transfer',
        ],
      ),
      release(
        '3.2.0',
        '2025-04-29',
        [
          'Versionsansicht zeigt alle früheren Fassungen einer Datei mit Datum und Größe',
          'Aufbewahrungsdauer früherer Fassungen zwischen 7 und 90 Tagen einstellbar',
        ],
        [
          'Version view lists every earlier version of a file with date and size',
          'Retention of earlier versions adjustable between 7 and 90 days',
        ],
      ),
      release(
        '3.1.0',
        '2024-11-12',
        [
          'Sicherung startet automatisch beim Anschließen der externen Festplatte',
          'Einzelne Dateien im Sicherungsarchiv per Suche finden und wiederherstellen',
        ],
        [
          'Backup starts automatically when the external drive is plugged in',
          'Find and restore single files in the backup archive by searching',
        ],
      ),
      release(
        '3.0.0',
        '2024-06-04',
        [
          'Gemeinsame Oberfläche für Windows und macOS',
          'Sicherungen werden mit AES-256 und Ihrem eigenen Kennwort verschlüsselt',
        ],
        [
          'One interface for Windows and macOS',
          'Backups are encrypted with AES-256 and a password of your own',
        ],
      ),
    ],
  },

  // Schnellnotiz
  21: {
    version: '1.4.0',
    requirements: {
      mac: { os: MACOS_13, cpu: MAC_ANY, ramMb: 4096, diskMb: 150 },
      ios: {
        os: ios(17),
        cpu: IPHONE_XS,
        ramMb: 3072,
        diskMb: 80,
        other: text(
          'iCloud-Konto für den Abgleich zwischen Mac und iPhone',
          'iCloud account to sync between Mac and iPhone',
        ),
      },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl'],
    devicesPerLicence: 3,
    changelog: [
      release(
        '1.4.0',
        '2026-03-24',
        [
          'Fotos und Handskizzen lassen sich direkt in Notizen einfügen',
          'Die Schlagwort-Leiste zeigt zuletzt genutzte Schlagwörter zuerst',
        ],
        [
          'Photos and hand-drawn sketches can be added straight into notes',
          'The tag bar shows recently used tags first',
        ],
      ),
      release(
        '1.3.0',
        '2025-06-10',
        [
          'Neue Notizen über die Kurzbefehle-App anlegen',
          'Suche bleibt auch bei mehr als 10.000 Notizen ohne Verzögerung',
        ],
        [
          'Create new notes from the Shortcuts app',
          'Search stays instant even with more than 10,000 notes',
        ],
      ),
      release(
        '1.2.0',
        '2024-10-01',
        [
          'Checklisten mit Kästchen zum Abhaken in jeder Notiz',
          'Notizen lassen sich oben in der Liste anheften',
        ],
        ['Checklists with tick boxes in any note', 'Notes can be pinned to the top of the list'],
      ),
      release(
        '1.1.0',
        '2024-04-16',
        [
          'Schlagwörter lassen sich verschachteln, z. B. Arbeit/Projekte',
          'Die Suche findet Notizen auch bei Tippfehlern im Suchbegriff',
        ],
        [
          'Tags can be nested, e.g. Work/Projects',
          'Search finds notes even when the search term has a typo',
        ],
      ),
      release(
        '1.0.0',
        '2023-11-08',
        [
          'Erste Ausgabe für Mac und iPhone mit Abgleich über iCloud',
          'Das Tastenkürzel ⌥⌘N öffnet aus jedem Programm eine neue Notiz',
        ],
        [
          'First release for Mac and iPhone with sync via iCloud',
          'The shortcut ⌥⌘N opens a new note from any program',
        ],
      ),
    ],
  },

  // Musikwerkstatt
  38: {
    version: '4.3.0',
    requirements: {
      mac: {
        os: MACOS_13,
        cpu: MAC_M1_I5,
        ramMb: 8192,
        diskMb: 12000,
        other: text(
          'Kopfhörer oder Audio-Schnittstelle empfohlen, MIDI-Tastatur optional',
          'Headphones or an audio interface recommended, MIDI keyboard optional',
        ),
      },
      windows: {
        os: WINDOWS_11_10,
        cpu: quadCore('2.5'),
        ramMb: 8192,
        diskMb: 12000,
        other: text(
          'Soundkarte mit ASIO-Treiber empfohlen, MIDI-Tastatur optional',
          'Sound card with ASIO driver recommended, MIDI keyboard optional',
        ),
      },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl', 'pt', 'sv'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '4.3.0',
        '2026-10-06',
        [
          'Automatisches Mastering trifft die Lautstärkevorgaben der Musikdienste (-14 LUFS)',
          'Mischpult: Spurgruppen lassen sich gemeinsam regeln und stummschalten',
        ],
        [
          'Automatic mastering meets the loudness targets of music services (-14 LUFS)',
          'Mixing desk: track groups can be adjusted and muted together',
        ],
      ),
      release(
        '4.2.3',
        '2026-05-19',
        [
          'MIDI-Tastaturen werden beim Anschließen automatisch erkannt und zugeordnet',
          'Absturz beim Export als MP3 mit 320 kbit/s behoben',
        ],
        [
          'MIDI keyboards are detected and mapped automatically when plugged in',
          'Fixed a crash when exporting to MP3 at 320 kbit/s',
        ],
      ),
      release(
        '4.2.0',
        '2026-01-27',
        [
          'Neues Klangpaket „Schlager und Volksmusik“ mit 400 Klangschleifen',
          'Notenansicht zeigt Melodiespuren als Notenblatt zum Ausdrucken',
        ],
        [
          'New sound pack “Schlager and Folk” with 400 loops',
          'Score view shows melody tracks as printable sheet music',
        ],
      ),
      release(
        '4.1.0',
        '2025-08-26',
        [
          'Neuer Hall mit Raumvorlagen von der Kirche bis zum kleinen Studio',
          'Geringere Latenz bei Aufnahmen über ASIO und Core Audio',
        ],
        [
          'New reverb with room presets from a church to a small studio',
          'Lower latency when recording via ASIO and Core Audio',
        ],
      ),
      release(
        '4.0.0',
        '2025-04-02',
        [
          '64 Spuren und über 5.000 Klangschleifen in 20 Stilrichtungen',
          'Neuer Synthesizer mit 300 Klangvorlagen',
          'Virtuelles Schlagzeug mit Rhythmusvorlagen für Pop, Rock und Jazz',
        ],
        [
          '64 tracks and more than 5,000 loops in 20 styles',
          'New synthesiser with 300 presets',
          'Virtual drum kit with rhythm patterns for pop, rock and jazz',
        ],
      ),
    ],
  },

  // Wetterfrosch
  43: {
    version: '3.4.0',
    requirements: {
      android: {
        os: android(10),
        cpu: ANDROID_64,
        ramMb: 2048,
        diskMb: 120,
        other: text(
          'Internetverbindung, Standortfreigabe empfohlen',
          'Internet connection, location access recommended',
        ),
      },
      ios: {
        os: ios(16),
        cpu: IPHONE_8,
        ramMb: 2048,
        diskMb: 140,
        other: text(
          'Internetverbindung, Standortfreigabe empfohlen',
          'Internet connection, location access recommended',
        ),
      },
    },
    languages: ['de', 'en', 'fr', 'it', 'nl'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '3.4.0',
        '2026-05-12',
        [
          'Gewitterradar zeigt Blitzeinschläge nahezu in Echtzeit',
          'Unwetterwarnungen jetzt auch für Österreich und die Schweiz',
        ],
        [
          'Thunderstorm radar shows lightning strikes almost in real time',
          'Severe weather alerts now also cover Austria and Switzerland',
        ],
      ),
      release(
        '3.3.0',
        '2025-10-07',
        [
          'Gärtnerwetter mit Hinweisen zu Bodenfrost und Gießbedarf',
          'Regenradar lädt auch bei schwachem Mobilfunkempfang schneller',
        ],
        [
          'Gardening weather with ground frost and watering hints',
          'Rain radar loads faster even with weak mobile reception',
        ],
      ),
      release(
        '3.2.0',
        '2025-03-18',
        [
          'Ausflugsplaner berücksichtigt Wind und UV-Index',
          'Pollenflugvorhersage für zwölf Pflanzenarten',
        ],
        [
          'Trip planner takes wind and the UV index into account',
          'Pollen forecast for twelve plant species',
        ],
      ),
      release(
        '3.1.0',
        '2024-09-03',
        [
          'Unwetterwarnungen des Deutschen Wetterdienstes als Push-Nachricht',
          'Glättewarnung am Morgen für Ihren Arbeitsweg',
        ],
        [
          'Severe weather alerts from the Deutscher Wetterdienst as push notifications',
          'Morning ice warning for your commute',
        ],
      ),
      release(
        '3.0.0',
        '2024-04-18',
        [
          'Regenradar mit Vorhersage für die nächsten zwei Stunden',
          '14-Tage-Vorschau mit Regenwahrscheinlichkeit für jeden Tag',
        ],
        [
          'Rain radar with a forecast for the next two hours',
          '14-day outlook with the chance of rain for each day',
        ],
      ),
    ],
  },

  // Schrittzähler
  53: {
    version: '2.4.0',
    requirements: {
      android: {
        os: android(10),
        cpu: text('Smartphone mit Schrittsensor', 'Phone with a step sensor'),
        ramMb: 2048,
        diskMb: 60,
      },
      ios: { os: ios(16), cpu: IPHONE_8, ramMb: 2048, diskMb: 70 },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl'],
    devicesPerLicence: 0,
    changelog: [
      release(
        '2.4.0',
        '2026-02-17',
        [
          'Wochenziele als Alternative zum Tagesziel',
          'Abendliche Erinnerung, wenn noch Schritte bis zum Tagesziel fehlen',
        ],
        [
          'Weekly goals as an alternative to the daily goal',
          'Evening reminder when you are still short of your daily goal',
        ],
      ),
      release(
        '2.3.0',
        '2025-04-08',
        [
          'Stockwerke werden über den Luftdrucksensor mitgezählt',
          'Akkuverbrauch im Hintergrund um ein Drittel gesenkt',
        ],
        ['Floors climbed are counted with the barometer', 'Background battery use cut by a third'],
      ),
      release(
        '2.2.0',
        '2024-06-11',
        [
          'Abgleich der Schritte mit Apple Health und Health Connect',
          'Kalorienschätzung berücksichtigt jetzt Körpergröße und Gewicht',
        ],
        [
          'Steps sync with Apple Health and Health Connect',
          'Calorie estimate now takes height and weight into account',
        ],
      ),
      release(
        '2.1.0',
        '2023-11-21',
        [
          'Serien zeigen, an wie vielen Tagen in Folge Sie Ihr Ziel erreicht haben',
          'Monatsübersicht mit Ihrem besten Tag und dem Durchschnitt',
        ],
        [
          'Streaks show how many days in a row you reached your goal',
          'Monthly summary with your best day and your average',
        ],
      ),
      release(
        '2.0.0',
        '2023-05-30',
        [
          'Schritte werden über den stromsparenden Bewegungssensor gezählt',
          'Tagesziel mit Fortschrittsring auf dem Startbildschirm der App',
        ],
        [
          'Steps are counted by the low-power motion sensor',
          'Daily goal with a progress ring on the app’s home screen',
        ],
      ),
    ],
  },

  // Pixel-Pilot
  61: {
    version: '1.3.0',
    requirements: {
      android: {
        os: android(9),
        cpu: ANDROID_64,
        ramMb: 2048,
        diskMb: 180,
        other: text('Keine Internetverbindung nötig', 'No internet connection needed'),
      },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'pt'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '1.3.0',
        '2026-04-21',
        [
          'Spielstand lässt sich per Datei auf ein neues Smartphone übertragen',
          'Flüssigere Darstellung mit 120 Bildern pro Sekunde auf geeigneten Geräten',
        ],
        [
          'Progress can be moved to a new phone with a save file',
          'Smoother graphics at 120 frames per second on supported devices',
        ],
      ),
      release(
        '1.2.0',
        '2025-05-27',
        [
          'Einhandsteuerung mit einstellbarer Empfindlichkeit',
          'Geisterflug: Treten Sie gegen Ihre eigene Bestzeit an',
        ],
        [
          'One-handed controls with adjustable sensitivity',
          'Ghost flight: race against your own best time',
        ],
      ),
      release(
        '1.1.0',
        '2024-12-10',
        [
          'Weltkarte zeigt die gesammelten Sterne pro Level',
          'Steuerung für Linkshänder spiegelbar',
        ],
        [
          'World map shows the stars collected per level',
          'Controls can be mirrored for left-handers',
        ],
      ),
      release(
        '1.0.0',
        '2024-08-21',
        [
          '80 Level in fünf Welten, von Höhlen bis zu Asteroidenfeldern',
          'Vollständig offline spielbar und ohne Werbung',
        ],
        [
          '80 levels in five worlds, from caves to asteroid fields',
          'Fully playable offline and free of ads',
        ],
      ),
    ],
  },

  // Vokabeltrainer Französisch
  67: {
    version: '1.3.2',
    requirements: {
      ios: {
        os: ios(16),
        cpu: IPHONE_8,
        ramMb: 2048,
        diskMb: 450,
        other: text('Mikrofon für das Aussprachetraining', 'Microphone for pronunciation practice'),
      },
      android: {
        os: android(10),
        cpu: ANDROID_64,
        ramMb: 2048,
        diskMb: 420,
        other: text('Mikrofon für das Aussprachetraining', 'Microphone for pronunciation practice'),
      },
    },
    languages: ['de', 'en'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '1.3.2',
        '2026-08-04',
        [
          'Aussprache von über 200 Vokabeln neu eingesprochen',
          'Zurücksetzen eines einzelnen Fachs der Lernkartei löscht nicht mehr den Lernstand anderer Fächer',
        ],
        [
          'Pronunciation of more than 200 words re-recorded',
          'Resetting one flash-card box no longer clears the progress of the others',
        ],
      ),
      release(
        '1.3.0',
        '2026-01-13',
        [
          'Fällige Wiederholungen erscheinen als Zahl am App-Symbol',
          'Themenpaket Reise um Redewendungen für Restaurant und Hotel erweitert',
        ],
        [
          'Cards due for review appear as a badge on the app icon',
          'Travel topic pack extended with phrases for restaurants and hotels',
        ],
      ),
      release(
        '1.2.0',
        '2025-06-24',
        [
          'Aussprachetraining vergleicht Ihre Aufnahme mit der des Muttersprachlers',
          'Vokabeln nach den Niveaustufen A1 bis B1 des Europäischen Referenzrahmens',
        ],
        [
          'Pronunciation practice compares your recording with the native speaker’s',
          'Vocabulary sorted by the CEFR levels A1 to B1',
        ],
      ),
      release(
        '1.1.0',
        '2025-01-21',
        [
          'Themenpaket Beruf mit 800 Wörtern für Bewerbung und Büroalltag',
          'Unregelmäßige Verben mit allen Zeitformen zum Nachschlagen',
        ],
        [
          'Work topic pack with 800 words for job applications and office life',
          'Irregular verbs with all tenses to look up',
        ],
      ),
      release(
        '1.0.0',
        '2024-09-09',
        [
          'Über 6.000 Vokabeln mit Aussprache von Muttersprachlern',
          'Lernkartei nach dem Fünf-Fächer-Prinzip',
        ],
        [
          'More than 6,000 words with pronunciation by native speakers',
          'Flash cards based on the five-box method',
        ],
      ),
    ],
  },

  // Großmutters Kochbuch
  88: {
    version: '1.4.0',
    requirements: {
      ios: { os: ios(16), cpu: IPHONE_8, ramMb: 2048, diskMb: 350 },
      android: { os: android(9), cpu: ANDROID_64, ramMb: 2048, diskMb: 330 },
    },
    languages: ['de', 'en'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '1.4.0',
        '2026-10-27',
        [
          'Einkaufsliste ist nach Abteilungen wie Obst, Molkerei und Backwaren sortiert',
          'Beim Nachkochen bleibt der Bildschirm eingeschaltet',
        ],
        [
          'Shopping list sorted by aisles such as fruit, dairy and bakery',
          'The screen stays on while you cook a recipe',
        ],
      ),
      release(
        '1.3.0',
        '2025-09-30',
        [
          'Neue Rubrik Resteküche mit 50 Rezepten',
          'Mengenangaben wahlweise in Gramm oder in Tassen',
        ],
        ['New leftovers section with 50 recipes', 'Quantities shown in grams or in cups'],
      ),
      release(
        '1.2.0',
        '2024-11-26',
        [
          '60 Weihnachtsrezepte von Christstollen bis Vanillekipferl',
          'Lieblingsrezepte mit einem Herz markieren',
        ],
        [
          '60 Christmas recipes from stollen to vanilla crescents',
          'Mark favourite recipes with a heart',
        ],
      ),
      release(
        '1.1.0',
        '2024-03-19',
        [
          'Einkaufsliste fasst gleiche Zutaten aus mehreren Rezepten zusammen',
          'Suche nach Rezepten mit Zutaten, die Sie noch im Haus haben',
        ],
        [
          'Shopping list combines the same ingredients from several recipes',
          'Search for recipes by the ingredients you still have at home',
        ],
      ),
      release(
        '1.0.0',
        '2023-12-01',
        [
          'Über 800 Rezepte aus Omas Küche mit Schritt-für-Schritt-Anleitung',
          'Portionsrechner für 1 bis 24 Personen',
        ],
        [
          'More than 800 recipes from grandma’s kitchen with step-by-step instructions',
          'Serving calculator for 1 to 24 people',
        ],
      ),
    ],
  },

  // Sternenkarte
  101: {
    version: '2.4.0',
    requirements: {
      ios: {
        os: ios(17),
        cpu: IPHONE_XS,
        ramMb: 3072,
        diskMb: 600,
        other: text(
          'Kompass und Lagesensor für die Himmelsansicht',
          'Compass and motion sensor for the sky view',
        ),
      },
    },
    languages: ['de', 'en', 'fr', 'es', 'it'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '2.4.0',
        '2026-07-21',
        [
          'Sichtbarkeitskarte für die totale Sonnenfinsternis am 12. August 2026',
          'Genauere Ausrichtung der Himmelsansicht in der Nähe von Metall',
        ],
        [
          'Visibility map for the total solar eclipse on 12 August 2026',
          'More accurate sky view alignment near metal objects',
        ],
      ),
      release(
        '2.3.0',
        '2025-10-14',
        [
          'Hinweis fünf Minuten vor jedem sichtbaren Überflug der Raumstation ISS',
          'Zeitregler zeigt den Himmel zu jedem Datum und jeder Uhrzeit',
        ],
        [
          'Alert five minutes before every visible pass of the ISS',
          'Time slider shows the sky for any date and time',
        ],
      ),
      release(
        '2.2.0',
        '2025-02-11',
        [
          'Ereigniskalender mit allen Sonnen- und Mondfinsternissen bis 2035',
          'Sternbilder wahlweise mit deutschem oder lateinischem Namen',
        ],
        [
          'Event calendar with every solar and lunar eclipse up to 2035',
          'Constellations shown with their English or Latin names',
        ],
      ),
      release(
        '2.1.0',
        '2024-08-06',
        [
          'Nachtmodus färbt jetzt auch Menüs und Einstellungen rot',
          'Erinnerung an die Höhepunkte der Perseiden und Geminiden',
        ],
        [
          'Night mode now also turns menus and settings red',
          'Reminders for the peaks of the Perseids and Geminids',
        ],
      ),
      release(
        '2.0.0',
        '2024-02-14',
        [
          'Himmelsansicht mit über 120.000 Sternen folgt der Bewegung des iPhones',
          'Alle Planeten des Sonnensystems mit Auf- und Untergangszeiten',
        ],
        [
          'Sky view with more than 120,000 stars follows the movement of your iPhone',
          'All planets of the solar system with rising and setting times',
        ],
      ),
    ],
  },

  // PDF-Werkzeugkasten
  120: {
    version: '6.4.0',
    requirements: {
      mac: { os: MACOS_13, cpu: MAC_ANY, ramMb: 4096, diskMb: 900 },
      windows: { os: WINDOWS_11_10, cpu: dualCore('2'), ramMb: 4096, diskMb: 800 },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl', 'pt', 'cs', 'sv'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '6.4.0',
        '2026-06-16',
        [
          'Gezeichnete Unterschriften lassen sich für spätere Verträge speichern',
          'Verschlüsselung mit AES-256 und getrennten Rechten für Drucken und Kopieren',
        ],
        [
          'Drawn signatures can be saved for later contracts',
          'AES-256 encryption with separate permissions for printing and copying',
        ],
      ),
      release(
        '6.3.0',
        '2025-11-25',
        [
          'Speichern als PDF/A für die Langzeitarchivierung',
          'Dokumentvergleich hebt Unterschiede zwischen zwei Vertragsfassungen hervor',
        ],
        [
          'Save as PDF/A for long-term archiving',
          'Document comparison highlights differences between two versions of a contract',
        ],
      ),
      release(
        '6.2.0',
        '2025-05-13',
        [
          'Texterkennung macht eingescannte Seiten durchsuchbar und bearbeitbar',
          'Schwärzen: vertrauliche Stellen dauerhaft unkenntlich machen',
        ],
        [
          'Text recognition makes scanned pages searchable and editable',
          'Redaction: black out confidential passages for good',
        ],
      ),
      release(
        '6.1.0',
        '2024-12-03',
        [
          'Formularfelder werden in nicht ausfüllbaren Formularen automatisch erkannt',
          'Seitenminiaturen zum Sortieren per Ziehen und Ablegen',
        ],
        [
          'Form fields are detected automatically in forms that cannot be filled in',
          'Page thumbnails to reorder by drag and drop',
        ],
      ),
      release(
        '6.0.0',
        '2024-07-23',
        [
          'Texte im PDF direkt ändern, Schriftart und Zeilenumbruch bleiben erhalten',
          'Mehrere Dokumente in einem Schritt zu einer Datei zusammenfügen',
        ],
        [
          'Change text right in the PDF while keeping the font and line breaks',
          'Merge several documents into one file in a single step',
        ],
      ),
    ],
  },

  // Passwort-Tresor
  143: {
    version: '4.3.2',
    requirements: {
      ios: { os: ios(16), cpu: IPHONE_8, ramMb: 2048, diskMb: 120 },
      android: { os: android(10), cpu: ANDROID_64, ramMb: 2048, diskMb: 110 },
      windows: {
        os: WINDOWS_11_10,
        cpu: dualCore('1.5'),
        ramMb: 4096,
        diskMb: 350,
        other: text(
          'Aktueller Browser: Chrome, Firefox oder Edge',
          'Current browser: Chrome, Firefox or Edge',
        ),
      },
      mac: {
        os: MACOS_12,
        cpu: MAC_ANY,
        ramMb: 4096,
        diskMb: 300,
        other: text(
          'Aktueller Browser: Safari, Chrome oder Firefox',
          'Current browser: Safari, Chrome or Firefox',
        ),
      },
    },
    languages: [...COMPANY_LANGUAGES],
    devicesPerLicence: 5,
    changelog: [
      release(
        '4.3.2',
        '2026-07-14',
        [
          'Automatisches Ausfüllen erkennt Anmeldefelder auf Bankseiten zuverlässiger',
          'Import von CSV-Dateien aus anderen Passwortmanagern',
        ],
        [
          'Autofill detects login fields on banking sites more reliably',
          'Import of CSV files from other password managers',
        ],
      ),
      release(
        '4.3.0',
        '2026-02-24',
        [
          'Notfallzugriff: Eine Vertrauensperson erhält nach einer Wartezeit Zugang zum Tresor',
          'Entsperren mit Face ID, Touch ID und Fingerabdruck unter Android',
        ],
        [
          'Emergency access: a trusted person gets into the vault after a waiting period',
          'Unlock with Face ID, Touch ID and fingerprint on Android',
        ],
      ),
      release(
        '4.2.0',
        '2025-09-09',
        [
          'Sicherheitscheck meldet Passwörter, die in bekannten Datenlecks auftauchen',
          'Passwort-Generator erzeugt auch Merksätze aus vier zufälligen Wörtern',
        ],
        [
          'Security check reports passwords that appear in known data breaches',
          'Password generator also creates passphrases from four random words',
        ],
      ),
      release(
        '4.1.0',
        '2025-03-25',
        [
          'Passkeys speichern und auf allen Geräten verwenden',
          'Zwei-Faktor-Codes direkt im Tresor erzeugen',
        ],
        [
          'Store passkeys and use them on all your devices',
          'Generate two-factor codes right in the vault',
        ],
      ),
      release(
        '4.0.0',
        '2024-11-05',
        [
          'Daten werden mit AES-256 auf dem Gerät verschlüsselt, bevor sie abgeglichen werden',
          'Erweiterungen für Chrome, Firefox, Edge und Safari füllen Anmeldefelder aus',
        ],
        [
          'Data is encrypted with AES-256 on the device before it is synced',
          'Extensions for Chrome, Firefox, Edge and Safari fill in login fields',
        ],
      ),
    ],
  },

  // Schachmeister für Einsteiger
  150: {
    version: '2.3.0',
    requirements: {
      windows: { os: WINDOWS_11_10_32, cpu: ANY_CPU_15, ramMb: 2048, diskMb: 250 },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '2.3.0',
        '2025-09-16',
        [
          'Rückblick nach jeder Partie zeigt die drei wichtigsten Wendepunkte',
          'Schachuhr mit Bedenkzeit für Schnellschachpartien',
        ],
        [
          'Review after each game shows the three key turning points',
          'Chess clock with time controls for rapid games',
        ],
      ),
      release(
        '2.2.0',
        '2024-10-22',
        [
          'Übungsteil mit 200 Taktikaufgaben zu Gabel, Fesselung und Spieß',
          'Eröffnungsbuch erklärt die Ideen hinter Italienisch und Sizilianisch',
        ],
        [
          'Practice section with 200 tactics puzzles on forks, pins and skewers',
          'Opening book explains the ideas behind the Italian Game and the Sicilian',
        ],
      ),
      release(
        '2.1.0',
        '2024-02-06',
        [
          'Zugvorschläge erklären jetzt auch typische Fehler in der Eröffnung',
          'Partien im PGN-Format speichern und laden',
        ],
        [
          'Move hints now also explain typical mistakes in the opening',
          'Save and load games in PGN format',
        ],
      ),
      release(
        '2.0.0',
        '2023-09-19',
        [
          '60 Lektionen von den Grundregeln bis zu ersten Kombinationen',
          'Zwölf Spielstärken vom Anfänger bis zum Vereinsspieler',
        ],
        [
          '60 lessons from the basic rules to your first combinations',
          'Twelve playing strengths from beginner to club player',
        ],
      ),
    ],
  },

  // Videoschnitt Studio
  160: {
    version: '9.3.0',
    requirements: {
      windows: {
        os: WINDOWS_11,
        cpu: text(
          'Vierkernprozessor ab 3 GHz (Intel Core i5 ab 8. Generation oder AMD Ryzen 5)',
          'Quad-core processor, 3 GHz or faster (Intel Core i5 8th generation or AMD Ryzen 5)',
        ),
        ramMb: 8192,
        diskMb: 8000,
        other: text(
          'Grafikkarte mit DirectX 12 und 4 GB Grafikspeicher für den 4K-Export',
          'Graphics card with DirectX 12 and 4 GB of video memory for 4K export',
        ),
      },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl', 'pt', 'cs', 'da', 'sv', 'tr'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '9.3.0',
        '2026-10-20',
        [
          'Farbkorrektur mit geteilter Vorher-nachher-Ansicht',
          'Hintergrundmusik passt ihre Länge automatisch an den Film an',
        ],
        [
          'Colour correction with a split before-and-after view',
          'Background music adjusts its length to the film automatically',
        ],
      ),
      release(
        '9.2.4',
        '2026-05-26',
        [
          'Absturz beim Einfügen von HEVC-Videos vom iPhone behoben',
          'Die Zeitleiste reagiert bei Projekten über einer Stunde flüssiger',
        ],
        [
          'Fixed a crash when importing HEVC videos from an iPhone',
          'The timeline responds more smoothly in projects longer than an hour',
        ],
      ),
      release(
        '9.2.0',
        '2026-02-10',
        [
          'Automatische Untertitel aus der gesprochenen Sprache',
          'Export im Hochformat für Smartphones',
        ],
        ['Automatic subtitles from spoken words', 'Export in portrait format for phones'],
      ),
      release(
        '9.1.0',
        '2025-09-23',
        [
          'Bildstabilisierung für Aufnahmen von Helmkameras und Drohnen',
          'Über 40 neue Übergänge und Titelvorlagen',
        ],
        [
          'Stabilisation for footage from helmet cameras and drones',
          'More than 40 new transitions and title templates',
        ],
      ),
      release(
        '9.0.0',
        '2025-05-06',
        [
          'Film-Assistent schneidet aus ausgewählten Aufnahmen einen fertigen Film mit Musik',
          '4K-Export mit Hardwarebeschleunigung für Grafikkarten von NVIDIA, AMD und Intel',
        ],
        [
          'Film assistant edits your chosen footage into a finished film with music',
          '4K export with hardware acceleration on NVIDIA, AMD and Intel graphics',
        ],
      ),
    ],
  },

  // Diashow-Zauberer
  161: {
    version: '7.3.0',
    requirements: {
      windows: {
        os: WINDOWS_11_10,
        cpu: dualCore('2'),
        ramMb: 4096,
        diskMb: 2000,
        other: text('DVD-Brenner für die Ausgabe auf DVD', 'DVD writer for burning to DVD'),
      },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '7.3.0',
        '2026-03-03',
        [
          'Sprechertext direkt im Programm zu jedem Bild aufnehmen',
          'Fotos werden beim Einfügen nach Aufnahmedatum geordnet',
        ],
        [
          'Record a voice-over for each picture right in the program',
          'Photos are ordered by the date taken when you add them',
        ],
      ),
      release(
        '7.2.0',
        '2025-04-15',
        [
          'Diashows im Hochformat für Smartphones ausgeben',
          'Gesichtserkennung hält Gesichter bei Kamerafahrten im Bild',
        ],
        [
          'Output slideshows in portrait format for phones',
          'Face detection keeps faces in the frame during camera pans',
        ],
      ),
      release(
        '7.1.0',
        '2024-09-17',
        [
          '20 neue Vorlagen für DVD-Menüs',
          'Mehrere Musikstücke mit weicher Überblendung hintereinander',
        ],
        ['20 new templates for DVD menus', 'Several music tracks in a row with a smooth crossfade'],
      ),
      release(
        '7.0.0',
        '2024-03-27',
        [
          'Kamerafahrten mit sanftem Zoom für jedes Foto',
          'Bildwechsel folgen automatisch dem Takt der Musik',
        ],
        [
          'Camera pans with a gentle zoom for every photo',
          'Picture changes follow the beat of the music automatically',
        ],
      ),
    ],
  },

  // Haushaltsbuch
  162: {
    version: '5.4.0',
    requirements: {
      windows: { os: WINDOWS_11_10, cpu: dualCore('1.5'), ramMb: 4096, diskMb: 400 },
      mac: { os: MACOS_12, cpu: MAC_ANY, ramMb: 4096, diskMb: 450 },
    },
    languages: ['de', 'en', 'fr', 'it', 'nl'],
    devicesPerLicence: 3,
    changelog: [
      release(
        '5.4.0',
        '2026-04-07',
        [
          'Kontoauszüge im PDF-Format von Sparkassen und Volksbanken einlesen',
          'Monats- und Jahresauswertungen als PDF drucken',
        ],
        [
          'Read bank statements in PDF format from Sparkassen and Volksbanken',
          'Print monthly and yearly reports as PDF',
        ],
      ),
      release(
        '5.3.0',
        '2025-08-19',
        [
          'Zuordnungsregeln lernen aus Ihren Korrekturen und ordnen künftige Umsätze richtig ein',
          'Sparziele mit Fortschrittsbalken, z. B. für den nächsten Urlaub',
        ],
        [
          'Category rules learn from your corrections and file future transactions correctly',
          'Savings goals with a progress bar, e.g. for your next holiday',
        ],
      ),
      release(
        '5.2.0',
        '2025-01-14',
        [
          'Quartals- und Jahresdiagramme im Vergleich zum Vorjahr',
          'Daueraufträge und Abbuchungen werden als feste Kosten erkannt',
        ],
        [
          'Quarterly and yearly charts compared with the previous year',
          'Standing orders and direct debits are recognised as fixed costs',
        ],
      ),
      release(
        '5.1.0',
        '2024-06-25',
        [
          'Budgets warnen, sobald 80 % der Monatsgrenze erreicht sind',
          'Eigene Kategorien mit Farbe und Symbol',
        ],
        [
          'Budgets warn you as soon as 80% of the monthly limit is reached',
          'Your own categories with colour and icon',
        ],
      ),
      release(
        '5.0.0',
        '2024-01-10',
        [
          'Kontoimport im CSV- und CAMT-Format aller großen Banken',
          'Umsätze werden nach Empfänger und Verwendungszweck automatisch Kategorien zugeordnet',
        ],
        [
          'Bank import in CSV and CAMT format from all major banks',
          'Transactions are assigned to categories by payee and reference automatically',
        ],
      ),
    ],
  },

  // Festplatten-Putzer
  163: {
    version: '4.4.0',
    requirements: {
      windows: { os: WINDOWS_11_10, cpu: dualCore('1.5'), ramMb: 2048, diskMb: 300 },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl', 'pt'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '4.4.0',
        '2026-08-25',
        [
          'Speicheranalyse bezieht externe Festplatten und USB-Sticks mit ein',
          'Schonendes Löschen auf SSDs über TRIM statt mehrfachem Überschreiben',
        ],
        [
          'Storage analysis now includes external drives and USB sticks',
          'Gentle deletion on SSDs using TRIM instead of repeated overwriting',
        ],
      ),
      release(
        '4.3.0',
        '2025-10-28',
        [
          'Vergessene Dateien im Download-Ordner, die älter als 90 Tage sind, werden aufgelistet',
          'Reste alter Windows-Aktualisierungen entfernen',
        ],
        [
          'Lists forgotten files older than 90 days in the Downloads folder',
          'Remove leftovers of old Windows updates',
        ],
      ),
      release(
        '4.2.0',
        '2025-03-25',
        [
          'Sicheres Löschen mit dreifachem Überschreiben vertraulicher Dateien',
          'Gelöschtes bleibt 14 Tage lang in einer Sicherung wiederherstellbar',
        ],
        [
          'Secure deletion overwrites confidential files three times',
          'Deleted items can be restored from a safety copy for 14 days',
        ],
      ),
      release(
        '4.1.0',
        '2024-10-08',
        [
          'Duplikatsuche erkennt auch ähnliche Fotos aus Serienaufnahmen',
          'Zwischenspeicher von Chrome, Firefox und Edge bereinigen',
        ],
        [
          'Duplicate finder also detects similar photos from burst shots',
          'Clear the caches of Chrome, Firefox and Edge',
        ],
      ),
      release(
        '4.0.0',
        '2024-05-14',
        [
          'Duplikatsuche vergleicht Dateiinhalte statt nur Dateinamen',
          'Speicheranalyse als Kachelansicht nach Ordnergröße',
        ],
        [
          'Duplicate finder compares file contents instead of just file names',
          'Storage analysis as a tile map by folder size',
        ],
      ),
    ],
  },

  // Treiber-Doktor
  164: {
    version: '3.4.0',
    requirements: {
      windows: {
        os: WINDOWS_11_10,
        cpu: dualCore('1.5'),
        ramMb: 2048,
        diskMb: 250,
        other: text(
          'Internetverbindung zum Laden der Treiber',
          'Internet connection to download drivers',
        ),
      },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '3.4.0',
        '2026-05-05',
        [
          'Ein Klick setzt einen Treiber auf die vorherige Fassung zurück',
          'Warnung vor Treibern ohne gültige digitale Signatur',
        ],
        [
          'One click rolls a driver back to the previous version',
          'Warning about drivers without a valid digital signature',
        ],
      ),
      release(
        '3.3.0',
        '2025-07-15',
        [
          'Alle Treiber sichern und nach einer Neuinstallation von Windows zurückspielen',
          'Grafiktreiber von NVIDIA und AMD kommen direkt vom Hersteller',
        ],
        [
          'Back up all drivers and restore them after reinstalling Windows',
          'NVIDIA and AMD graphics drivers come straight from the manufacturer',
        ],
      ),
      release(
        '3.2.0',
        '2024-11-19',
        [
          'Monatliche Prüfung im Hintergrund mit Hinweis im Infobereich der Taskleiste',
          'Geräte ohne passenden Treiber werden mit ihrer Hardware-ID angezeigt',
        ],
        [
          'Monthly background check with a notice in the taskbar notification area',
          'Devices without a matching driver are listed with their hardware ID',
        ],
      ),
      release(
        '3.1.0',
        '2024-04-09',
        [
          'Druckertreiber von Brother, Canon, Epson und HP ergänzt',
          'Wiederherstellungspunkte älter als 60 Tage werden auf Wunsch aufgeräumt',
        ],
        [
          'Printer drivers from Brother, Canon, Epson and HP added',
          'Restore points older than 60 days are tidied up on request',
        ],
      ),
      release(
        '3.0.0',
        '2023-10-24',
        [
          'Geräteprüfung erkennt alle Komponenten in unter einer Minute',
          'Vor jeder Treiberänderung wird ein Wiederherstellungspunkt angelegt',
        ],
        [
          'Device scan detects all components in under a minute',
          'A restore point is created before every driver change',
        ],
      ),
    ],
  },

  // Etiketten-Druckerei
  165: {
    version: '8.4.0',
    requirements: {
      windows: {
        os: WINDOWS_11_10_32,
        cpu: ANY_CPU_15,
        ramMb: 2048,
        diskMb: 700,
        other: text('Drucker', 'Printer'),
      },
    },
    languages: ['de', 'en', 'fr', 'it', 'nl'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '8.4.0',
        '2026-03-31',
        [
          'Visitenkarten beidseitig bedrucken, mit Vorschau der Rückseite',
          'Adressen aus dem Outlook-Adressbuch übernehmen',
        ],
        [
          'Print business cards on both sides with a preview of the back',
          'Take addresses from the Outlook address book',
        ],
      ),
      release(
        '8.3.0',
        '2025-06-03',
        [
          'Angebrochene Etikettenbögen ab einem beliebigen Etikett weiterbedrucken',
          'Namensschilder für Feiern direkt aus einer Gästeliste',
        ],
        [
          'Continue printing part-used label sheets from any label',
          'Name badges for parties straight from a guest list',
        ],
      ),
      release(
        '8.2.0',
        '2024-09-24',
        [
          '120 neue Vorlagen für Einmachgläser und Gewürzdosen',
          'Druckränder lassen sich für ältere Drucker fein justieren',
        ],
        [
          '120 new templates for preserving jars and spice tins',
          'Print margins can be fine-tuned for older printers',
        ],
      ),
      release(
        '8.1.0',
        '2024-02-20',
        [
          'Strichcodes (EAN-13) und QR-Codes für Etiketten',
          'Etikettenbögen von Avery Zweckform, Herma und Sigel aktualisiert',
        ],
        [
          'Barcodes (EAN-13) and QR codes on labels',
          'Label sheets from Avery Zweckform, Herma and Sigel updated',
        ],
      ),
      release(
        '8.0.0',
        '2023-08-15',
        [
          'Formatbibliothek mit über 3.000 Etikettenbögen',
          'Seriendruck mit Adressen aus Excel- und CSV-Tabellen',
        ],
        [
          'Format library with more than 3,000 label sheets',
          'Mail merge with addresses from Excel and CSV spreadsheets',
        ],
      ),
    ],
  },

  // Zehnfinger-Schreibtrainer
  166: {
    version: '3.3.0',
    requirements: {
      windows: {
        os: WINDOWS_11_10,
        cpu: ANY_CPU_15,
        ramMb: 2048,
        diskMb: 300,
        other: text(
          'Tastatur mit deutscher, Schweizer oder englischer Belegung',
          'Keyboard with a German, Swiss or English layout',
        ),
      },
      mac: {
        os: MACOS_12,
        cpu: MAC_ANY,
        ramMb: 2048,
        diskMb: 320,
        other: text(
          'Tastatur mit deutscher, Schweizer oder englischer Belegung',
          'Keyboard with a German, Swiss or English layout',
        ),
      },
    },
    languages: ['de', 'en', 'fr', 'it'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '3.3.0',
        '2026-05-26',
        [
          'Neue Lektionen für den Ziffernblock',
          'Lehrkräfte können die Ergebnisse einer Klasse als Tabelle ausgeben',
        ],
        [
          'New lessons for the numeric keypad',
          'Teachers can export a class’s results as a spreadsheet',
        ],
      ),
      release(
        '3.2.0',
        '2025-08-12',
        [
          'Neues Tippspiel „Buchstabenregen“ für mehr Tempo',
          'Übungstexte aus Märchen, Zeitungsartikeln und Geschäftsbriefen',
        ],
        [
          'New typing game “Letter Rain” for more speed',
          'Practice texts from fairy tales, newspaper articles and business letters',
        ],
      ),
      release(
        '3.1.0',
        '2025-01-28',
        [
          'Fehleranalyse übt gezielt die Tasten, bei denen Sie oft danebengreifen',
          'Schweizer Tastaturbelegung ergänzt',
        ],
        ['Error analysis drills the keys you often miss', 'Swiss keyboard layout added'],
      ),
      release(
        '3.0.0',
        '2024-08-06',
        [
          '40 Lektionen von der Grundreihe bis zu den Sonderzeichen',
          'Fortschrittskurve mit Anschlägen pro Minute und Fehlerquote',
        ],
        [
          '40 lessons from the home row to special characters',
          'Progress curve with keystrokes per minute and error rate',
        ],
      ),
    ],
  },

  // Stammbaum-Forscher
  167: {
    version: '11.4.0',
    requirements: {
      windows: {
        os: WINDOWS_11_10,
        cpu: dualCore('2'),
        ramMb: 4096,
        diskMb: 1200,
        other: text(
          'Drucker für Stammbaum-Poster optional',
          'Printer for family tree posters optional',
        ),
      },
    },
    languages: ['de', 'en', 'fr', 'nl', 'pl'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '11.4.0',
        '2026-06-23',
        [
          'Familienbuch als PDF mit Fotos und Lebensgeschichten erstellen',
          'Dublettenprüfung findet doppelt erfasste Vorfahren',
        ],
        [
          'Create a family book as PDF with photos and life stories',
          'Duplicate check finds ancestors entered twice',
        ],
      ),
      release(
        '11.3.0',
        '2025-09-02',
        [
          'Austausch von Daten im Format GEDCOM 7.0',
          'Ortsverzeichnis ordnet historische Ortsnamen heutigen Gemeinden zu',
        ],
        [
          'Data exchange in GEDCOM 7.0 format',
          'Place index matches historical place names to today’s municipalities',
        ],
      ),
      release(
        '11.2.0',
        '2025-02-04',
        [
          'Lesehilfe für Kurrent und Sütterlin mit Buchstabentabelle',
          'Urkunden lassen sich mehreren Personen gleichzeitig zuordnen',
        ],
        [
          'Reading aid for old German Kurrent and Sütterlin script with a letter chart',
          'Records can be linked to several people at once',
        ],
      ),
      release(
        '11.1.0',
        '2024-07-16',
        [
          'Posterdruck bis zum Format A0, verteilt auf mehrere Blätter',
          'Sanduhr-Darstellung mit Vorfahren und Nachkommen einer Person',
        ],
        [
          'Poster printing up to A0, spread across several sheets',
          'Hourglass chart with ancestors and descendants of one person',
        ],
      ),
      release(
        '11.0.0',
        '2024-02-28',
        [
          'Personen, Fotos und Urkunden über beliebig viele Generationen verwalten',
          'Import und Export im Format GEDCOM 5.5.1',
        ],
        [
          'Manage people, photos and records across any number of generations',
          'Import and export in GEDCOM 5.5.1 format',
        ],
      ),
    ],
  },

  // Hörbuch-Rekorder
  168: {
    version: '2.4.0',
    requirements: {
      windows: {
        os: WINDOWS_11_10,
        cpu: dualCore('2'),
        ramMb: 4096,
        diskMb: 500,
        other: text(
          'Mikrofon (USB-Mikrofon empfohlen), Speicherplatz für Aufnahmen zusätzlich',
          'Microphone (USB microphone recommended), extra space for recordings',
        ),
      },
    },
    languages: ['de', 'en', 'fr', 'es', 'it'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '2.4.0',
        '2026-02-03',
        [
          'Aufnahmen mit USB-Mikrofonen in 96 kHz',
          'Kapitelmarken aus den Überschriften einer Textvorlage übernehmen',
        ],
        [
          'Recording with USB microphones at 96 kHz',
          'Take chapter marks from the headings of a script',
        ],
      ),
      release(
        '2.3.0',
        '2025-05-13',
        [
          'Lautstärke aller Kapitel wird automatisch angeglichen',
          'Rauschfilter lernt das Grundrauschen Ihres Raums aus einer kurzen Stille',
        ],
        [
          'The volume of all chapters is levelled automatically',
          'Noise filter learns your room’s background noise from a short silence',
        ],
      ),
      release(
        '2.2.0',
        '2024-08-27',
        [
          'Textvorlage läuft Zeile für Zeile neben der Aufnahme mit',
          'Versprecher markieren und später gesammelt neu aufnehmen',
        ],
        [
          'The script scrolls line by line next to the recording',
          'Mark slips of the tongue and re-record them all later',
        ],
      ),
      release(
        '2.1.0',
        '2023-12-12',
        [
          'Atemgeräusche werden erkannt und leiser gestellt',
          'Export als M4B-Hörbuchdatei mit Cover und Kapiteln',
        ],
        [
          'Breathing noises are detected and turned down',
          'Export as M4B audiobook file with cover and chapters',
        ],
      ),
      release(
        '2.0.0',
        '2023-07-04',
        [
          'Rauschfilter entfernt Brummen und Lüftergeräusche',
          'Kapitelmarken während der Aufnahme per Tastendruck setzen',
        ],
        [
          'Noise filter removes hum and fan noise',
          'Set chapter marks with a key press while recording',
        ],
      ),
    ],
  },

  // Firewall-Wache
  169: {
    version: '1.3.0',
    requirements: {
      windows: {
        os: WINDOWS_11_10,
        cpu: dualCore('1.5'),
        ramMb: 2048,
        diskMb: 250,
        other: text(
          'Internetverbindung für Aktivierung und Regelaktualisierungen',
          'Internet connection for activation and rule updates',
        ),
      },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl', 'pt', 'cs', 'tr'],
    devicesPerLicence: 3,
    changelog: [
      release(
        '1.3.0',
        '2026-08-18',
        [
          'Warnung, wenn ein Programm ungewöhnlich viele Daten hochlädt',
          'Rückfragen werden gesammelt, solange ein Spiel oder Film im Vollbild läuft',
        ],
        [
          'Warning when a program uploads an unusual amount of data',
          'Prompts are held back while a game or film runs full screen',
        ],
      ),
      release(
        '1.2.0',
        '2026-02-17',
        [
          'Automatischer Wechsel zum strengen Profil in unbekannten WLANs',
          'Eingehende Fernwartungszugriffe über RDP werden standardmäßig blockiert',
        ],
        [
          'Automatic switch to the strict profile on unknown Wi-Fi networks',
          'Incoming remote desktop (RDP) access is blocked by default',
        ],
      ),
      release(
        '1.1.0',
        '2025-10-07',
        [
          'Verbindungsprotokoll zeigt Land und Betreiber der Gegenstelle',
          'Regeln als Datei sichern und auf einen anderen Rechner übertragen',
        ],
        [
          'Connection log shows the country and operator of the other end',
          'Save rules to a file and move them to another computer',
        ],
      ),
      release(
        '1.0.0',
        '2025-06-10',
        [
          'Programmkontrolle fragt bei jeder neuen ausgehenden Verbindung nach',
          'Netzwerkprofile für Zuhause, Arbeit und öffentliche WLANs',
        ],
        [
          'Program control asks about every new outgoing connection',
          'Network profiles for home, work and public Wi-Fi',
        ],
      ),
    ],
  },

  // Kalender-Planer
  170: {
    version: '1.3.1',
    requirements: {
      mac: { os: MACOS_14, cpu: MAC_ANY, ramMb: 4096, diskMb: 120 },
    },
    languages: ['de', 'en', 'fr', 'it'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '1.3.1',
        '2026-06-02',
        [
          'Schulferien aller Bundesländer bis Sommer 2028 eingetragen',
          'Wochenansicht auf kleinen Bildschirmen besser lesbar',
        ],
        [
          'School holidays of all German states filled in up to summer 2028',
          'Week view easier to read on small screens',
        ],
      ),
      release(
        '1.3.0',
        '2026-03-10',
        [
          'Druckvorlage für Jahrespläne im Format A3',
          'Geburtstage aus den Kontakten mit Angabe des Alters',
        ],
        [
          'Print template for yearly planners in A3',
          'Birthdays from your contacts with the age shown',
        ],
      ),
      release(
        '1.2.0',
        '2025-09-16',
        [
          'Aufgaben per Ziehen auf einen Tag im Kalender legen',
          'Wiederkehrende Aufgaben, z. B. jeden ersten Montag im Monat',
        ],
        [
          'Drag tasks onto a day in the calendar',
          'Repeating tasks, e.g. every first Monday of the month',
        ],
      ),
      release(
        '1.1.0',
        '2025-04-01',
        [
          'Feiertage und Schulferien für Österreich und die Schweiz ergänzt',
          'Aufgabenliste zeigt überfällige Erledigungen oben in Rot',
        ],
        [
          'Public and school holidays for Austria and Switzerland added',
          'Task list shows overdue to-dos at the top in red',
        ],
      ),
      release(
        '1.0.0',
        '2024-12-03',
        [
          'Kalender aus iCloud, Google und Exchange in einer Ansicht',
          'Feiertage und Schulferien aller 16 Bundesländer',
        ],
        [
          'Calendars from iCloud, Google and Exchange in one view',
          'Public and school holidays for all 16 German states',
        ],
      ),
    ],
  },

  // Bildschirm-Rekorder
  171: {
    version: '3.3.2',
    requirements: {
      mac: {
        os: MACOS_13,
        cpu: MAC_M1_I5,
        ramMb: 8192,
        diskMb: 1500,
        other: text('Mikrofon und Kamera optional', 'Microphone and webcam optional'),
      },
      windows: {
        os: WINDOWS_11_10,
        cpu: quadCore('2.4'),
        ramMb: 8192,
        diskMb: 1500,
        other: text('Mikrofon und Kamera optional', 'Microphone and webcam optional'),
      },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl', 'pt'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '3.3.2',
        '2026-09-01',
        [
          'Aufnahmen von Bildschirmen mit 120 Hz ruckeln nicht mehr',
          'Automatischer Zoom folgt dem Mauszeiger',
        ],
        [
          'Recordings of 120 Hz screens no longer stutter',
          'Automatic zoom follows the mouse pointer',
        ],
      ),
      release(
        '3.3.0',
        '2026-04-28',
        [
          'Systemton und Mikrofon auf getrennten Spuren aufnehmen',
          'Kurze Anleitungen als animiertes GIF speichern',
        ],
        [
          'Record system sound and microphone on separate tracks',
          'Save short tutorials as an animated GIF',
        ],
      ),
      release(
        '3.2.0',
        '2025-11-04',
        [
          'Versprecher und lange Pausen werden im Schnitt automatisch markiert',
          'Kamerabild mit weichgezeichnetem Hintergrund',
        ],
        [
          'Slips and long pauses are marked automatically in the editor',
          'Webcam image with a blurred background',
        ],
      ),
      release(
        '3.1.0',
        '2025-06-17',
        [
          'Mausklicks werden farbig hervorgehoben',
          'Gedrückte Tastenkürzel werden im Video eingeblendet',
        ],
        [
          'Mouse clicks are highlighted in colour',
          'Keyboard shortcuts you press are shown in the video',
        ],
      ),
      release(
        '3.0.0',
        '2025-02-11',
        [
          'Aufnahme von Bildschirm, Fenster oder Bereich mit Mikrofon und Kamera',
          'Pfeile, Texte und Hervorhebungen schon während der Aufnahme einfügen',
        ],
        [
          'Capture the screen, a window or a region with microphone and webcam',
          'Add arrows, text and highlights while you are still recording',
        ],
      ),
    ],
  },

  // Schriftenverwaltung
  172: {
    version: '4.4.0',
    requirements: {
      mac: { os: MACOS_12, cpu: MAC_ANY, ramMb: 2048, diskMb: 150 },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '4.4.0',
        '2026-01-20',
        [
          'Lizenzhinweise der Schrifthersteller auf einen Blick',
          'Beschädigte Schriftdateien werden erkannt und zur Neuinstallation vorgeschlagen',
        ],
        [
          'Licence notes from the type foundries at a glance',
          'Damaged font files are detected and suggested for reinstalling',
        ],
      ),
      release(
        '4.3.0',
        '2025-03-11',
        [
          'Zeichentabelle zeigt alle Glyphen einer Schrift mit Unicode-Nummer',
          'Sammlungen werden beim Öffnen eines Adobe-InDesign-Dokuments automatisch aktiviert',
        ],
        [
          'Character map shows every glyph of a font with its Unicode number',
          'Collections are activated automatically when you open an Adobe InDesign document',
        ],
      ),
      release(
        '4.2.0',
        '2024-07-09',
        [
          'Doppelt installierte Schriften werden gefunden und zusammengeführt',
          'Mustertexte lassen sich als Vorlagen speichern',
        ],
        ['Fonts installed twice are found and merged', 'Sample texts can be saved as presets'],
      ),
      release(
        '4.1.0',
        '2023-12-05',
        [
          'Vergleich von bis zu vier Schriften nebeneinander',
          'Achsen variabler Schriften stufenlos per Regler ausprobieren',
        ],
        [
          'Compare up to four fonts side by side',
          'Try out the axes of variable fonts with sliders',
        ],
      ),
      release(
        '4.0.0',
        '2023-06-20',
        [
          'Vorschau aller installierten Schriften mit eigenem Mustertext',
          'Sammlungen für Projekte anlegen und bei Bedarf aktivieren',
        ],
        [
          'Preview of every installed font with your own sample text',
          'Create collections for projects and activate them on demand',
        ],
      ),
    ],
  },

  // Mac-Entrümpler
  173: {
    version: '2.3.1',
    requirements: {
      mac: {
        os: MACOS_13,
        cpu: MAC_ANY,
        ramMb: 4096,
        diskMb: 200,
        other: text(
          'Festplattenvollzugriff muss in den Systemeinstellungen erlaubt werden',
          'Full Disk Access must be allowed in System Settings',
        ),
      },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '2.3.1',
        '2026-07-28',
        [
          'Der Papierkorb externer Laufwerke wird mitgeleert',
          'Falsche Größenangabe bei iCloud-Ordnern behoben',
        ],
        ['The bin on external drives is emptied too', 'Fixed wrong sizes shown for iCloud folders'],
      ),
      release(
        '2.3.0',
        '2026-04-14',
        [
          'Angepasst an die neue Oberfläche von macOS 26 Tahoe',
          'Startzeitmessung zeigt, welche Anmeldeobjekte den Start verzögern',
        ],
        [
          'Adapted to the new look of macOS 26 Tahoe',
          'Start-up timing shows which login items delay start-up',
        ],
      ),
      release(
        '2.2.0',
        '2025-10-21',
        [
          'Lokale Time-Machine-Schnappschüsse anzeigen und freigeben',
          'Sprachdateien nicht benötigter Sprachen aus Programmen entfernen',
        ],
        [
          'Show and free up local Time Machine snapshots',
          'Remove language files for unneeded languages from apps',
        ],
      ),
      release(
        '2.1.0',
        '2025-05-06',
        [
          'Alte iPhone- und iPad-Sicherungen aufspüren und löschen',
          'Hintergrundprozesse lassen sich zusammen mit ihren Startobjekten abschalten',
        ],
        [
          'Track down and delete old iPhone and iPad backups',
          'Background processes can be switched off together with their login items',
        ],
      ),
      release(
        '2.0.0',
        '2025-01-28',
        [
          'Reste deinstallierter Programme samt Einstellungen und Zwischenspeichern finden',
          'Liste der größten Dateien mit Vorschau vor dem Löschen',
        ],
        [
          'Find leftovers of uninstalled apps, including settings and caches',
          'List of the largest files with a preview before deleting',
        ],
      ),
    ],
  },

  // Vektor-Zeichner
  174: {
    version: '2.4.0',
    requirements: {
      mac: { os: MACOS_13, cpu: MAC_M1_I5, ramMb: 8192, diskMb: 1200 },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl', 'pt'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '2.4.0',
        '2026-09-22',
        [
          'Pfade vereinfachen: überflüssige Ankerpunkte werden entfernt',
          'Text auf einen Pfad setzen und entlang von Kurven ausrichten',
        ],
        [
          'Simplify paths: unneeded anchor points are removed',
          'Set text on a path and align it along curves',
        ],
      ),
      release(
        '2.3.0',
        '2026-02-24',
        [
          'Farbfelder aus ASE-Dateien übernehmen',
          'Mehrere Zeichenflächen für Logovarianten in einem Dokument',
        ],
        ['Import swatches from ASE files', 'Several artboards for logo variants in one document'],
      ),
      release(
        '2.2.0',
        '2025-08-26',
        [
          'Isometrisches Raster für technische Zeichnungen und Pläne',
          'Zeichnen mit Grafiktablett und Druckstärke',
        ],
        [
          'Isometric grid for technical drawings and plans',
          'Drawing with a graphics tablet and pen pressure',
        ],
      ),
      release(
        '2.1.0',
        '2025-03-04',
        [
          'Hilfslinien rasten an Mitten und Kanten anderer Objekte ein',
          'Formen vereinen, abziehen und schneiden',
        ],
        [
          'Guides snap to the centres and edges of other objects',
          'Unite, subtract and intersect shapes',
        ],
      ),
      release(
        '2.0.0',
        '2024-10-15',
        [
          'Pfadwerkzeuge für Bézierkurven mit Ankerpunkten und Griffen',
          'Export als SVG, PDF und PNG in jeder Auflösung',
        ],
        [
          'Path tools for Bézier curves with anchor points and handles',
          'Export as SVG, PDF and PNG at any resolution',
        ],
      ),
    ],
  },

  // Depot-Übersicht
  175: {
    version: '1.3.0',
    requirements: {
      mac: {
        os: MACOS_13,
        cpu: MAC_ANY,
        ramMb: 4096,
        diskMb: 350,
        other: text('Internetverbindung für Kursdaten', 'Internet connection for price data'),
      },
      windows: {
        os: WINDOWS_11_10,
        cpu: dualCore('2'),
        ramMb: 4096,
        diskMb: 300,
        other: text('Internetverbindung für Kursdaten', 'Internet connection for price data'),
      },
    },
    languages: ['de', 'en'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '1.3.0',
        '2026-06-09',
        [
          'Kurse von Xetra und Tradegate werden alle 15 Minuten aktualisiert',
          'Gebührenvergleich zeigt die jährlichen Kosten aller Depots',
        ],
        [
          'Prices from Xetra and Tradegate are refreshed every 15 minutes',
          'Fee comparison shows the yearly costs of all portfolios',
        ],
      ),
      release(
        '1.2.0',
        '2025-12-16',
        [
          'Sparpläne werden automatisch als monatliche Käufe gebucht',
          'Vorabpauschale für thesaurierende Fonds wird berechnet',
        ],
        [
          'Savings plans are booked as monthly purchases automatically',
          'The advance lump sum (Vorabpauschale) for accumulating funds is calculated',
        ],
      ),
      release(
        '1.1.0',
        '2025-07-29',
        [
          'Depotumsätze aus CSV-Dateien von Comdirect, Consorsbank und Trade Republic einlesen',
          'Rendite getrennt nach Kursgewinn und Dividende',
        ],
        [
          'Read portfolio transactions from Comdirect, Consorsbank and Trade Republic CSV files',
          'Returns split into price gains and dividends',
        ],
      ),
      release(
        '1.0.0',
        '2025-03-25',
        [
          'Alle Depots und Konten in einer Vermögensübersicht',
          'Dividendenkalender mit erwarteten Ausschüttungen',
        ],
        [
          'All portfolios and accounts in one net worth view',
          'Dividend calendar with expected payouts',
        ],
      ),
    ],
  },

  // Mathe-Meister
  176: {
    version: '2.4.0',
    requirements: {
      android: { os: android(9), cpu: ANDROID_64, ramMb: 2048, diskMb: 250 },
      ios: {
        os: IPADOS_16,
        cpu: text(
          'ab iPhone 8 oder iPad (6. Generation)',
          'iPhone 8 or iPad (6th generation) or newer',
        ),
        ramMb: 2048,
        diskMb: 280,
      },
    },
    languages: ['de', 'en'],
    devicesPerLicence: 5,
    changelog: [
      release(
        '2.4.0',
        '2026-08-25',
        [
          'Bis zu fünf Kinderprofile in einer Familie',
          'Kopfrechentraining für die Grundschule mit Zeitmessung',
        ],
        [
          'Up to five child profiles in one family',
          'Mental arithmetic training for primary school with a timer',
        ],
      ),
      release(
        '2.3.0',
        '2026-01-27',
        [
          'Der Schwierigkeitsgrad passt sich nach jeder fünften Aufgabe an',
          'Übungsmodus für Klassenarbeiten mit Zeitvorgabe',
        ],
        ['Difficulty adapts after every fifth exercise', 'Test practice mode with a time limit'],
      ),
      release(
        '2.2.0',
        '2025-08-05',
        [
          'Themenpaket Geometrie mit Werkzeugen für Winkel und Dreiecke',
          'Lösungswege lassen sich Schritt für Schritt vorlesen',
        ],
        [
          'Geometry topic pack with tools for angles and triangles',
          'Worked solutions can be read aloud step by step',
        ],
      ),
      release(
        '2.1.0',
        '2025-02-18',
        [
          'Elternbereich zeigt Schwächen nach Themen wie Bruchrechnung und Prozentrechnung',
          'Wochenbericht für Eltern per E-Mail',
        ],
        [
          'Parent area shows weak spots by topic, such as fractions and percentages',
          'Weekly report for parents by email',
        ],
      ),
      release(
        '2.0.0',
        '2024-09-30',
        [
          'Aufgaben für die Klassen 1 bis 10 nach den Lehrplänen der Bundesländer',
          'Jeder Lösungsweg wird Schritt für Schritt erklärt',
        ],
        [
          'Exercises for years 1 to 10 following the German state curricula',
          'Every solution is explained step by step',
        ],
      ),
    ],
  },

  // Taschenlampe Plus
  177: {
    version: '3.4.0',
    requirements: {
      android: {
        os: android(8),
        cpu: text('Smartphone mit LED-Kamerablitz', 'Phone with an LED camera flash'),
        ramMb: 2048,
        diskMb: 50,
      },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'tr'],
    devicesPerLicence: 0,
    changelog: [
      release(
        '3.4.0',
        '2026-04-07',
        [
          'Die Kachel in den Schnelleinstellungen zeigt die aktuelle Helligkeitsstufe',
          'Lampe schaltet sich bei niedrigem Akkustand automatisch ab',
        ],
        [
          'The Quick Settings tile shows the current brightness level',
          'The light switches off automatically when the battery is low',
        ],
      ),
      release(
        '3.3.0',
        '2025-07-01',
        [
          'Nachtlicht in warmem Orange mit Ausschaltzeit',
          'Schütteln des Smartphones schaltet das Licht ein und aus',
        ],
        [
          'Night light in warm orange with a switch-off timer',
          'Shaking the phone switches the light on and off',
        ],
      ),
      release(
        '3.2.0',
        '2024-05-21',
        [
          'Helligkeit stufenweise einstellbar auf Geräten ab Android 13',
          'Kachel für die Schnelleinstellungen',
        ],
        [
          'Brightness adjustable in steps on devices with Android 13 or later',
          'Tile for Quick Settings',
        ],
      ),
      release(
        '3.1.0',
        '2023-06-06',
        [
          'SOS-Signal mit wählbarer Wiederholung',
          'Licht bleibt an, wenn sich der Bildschirm sperrt',
        ],
        ['SOS signal with a selectable repeat', 'The light stays on when the screen locks'],
      ),
      release(
        '3.0.0',
        '2022-11-11',
        [
          'Licht per Fingertipp auch auf dem Sperrbildschirm einschalten',
          'SOS-Signal im internationalen Morse-Rhythmus',
        ],
        [
          'Switch on the light with one tap, even on the lock screen',
          'SOS signal in the international Morse rhythm',
        ],
      ),
    ],
  },

  // Rezeptbox
  178: {
    version: '1.4.0',
    requirements: {
      android: { os: android(10), cpu: ANDROID_64, ramMb: 2048, diskMb: 150 },
    },
    languages: ['de', 'en', 'fr', 'it', 'nl'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '1.4.0',
        '2026-03-17',
        [
          'Rezepte nach den Zutaten im Kühlschrank suchen',
          'Sicherung aller Rezepte als Datei auf Google Drive',
        ],
        [
          'Search recipes by the ingredients in your fridge',
          'Back up all recipes as a file to Google Drive',
        ],
      ),
      release(
        '1.3.0',
        '2025-07-15',
        [
          'Wochenplan für Mittag- und Abendessen',
          'Einkaufsliste aus dem Wochenplan mit einem Fingertipp erstellen',
        ],
        [
          'Weekly plan for lunch and dinner',
          'Create the shopping list from the weekly plan with a single tap',
        ],
      ),
      release(
        '1.2.0',
        '2025-01-21',
        [
          'Kochmodus liest die Arbeitsschritte auf Wunsch vor',
          'Küchenwecker direkt aus einem Arbeitsschritt starten',
        ],
        [
          'Cooking mode reads the steps aloud on request',
          'Start a kitchen timer straight from a step',
        ],
      ),
      release(
        '1.1.0',
        '2024-08-13',
        [
          'Rezepte von Webseiten über das Teilen-Menü übernehmen',
          'Rezeptsammlung per Einladungslink mit der Familie teilen',
        ],
        [
          'Take recipes from websites via the share menu',
          'Share your recipe collection with the family via an invitation link',
        ],
      ),
      release(
        '1.0.0',
        '2024-04-02',
        [
          'Rezepte mit Foto, Zutaten und eigenen Notizen speichern',
          'Kochmodus mit großer Schrift und eingeschaltetem Bildschirm',
        ],
        [
          'Save recipes with photo, ingredients and your own notes',
          'Cooking mode with large text and a screen that stays on',
        ],
      ),
    ],
  },

  // Ausgaben-Tracker
  179: {
    version: '1.3.0',
    requirements: {
      android: { os: android(10), cpu: ANDROID_64, ramMb: 2048, diskMb: 100 },
      ios: { os: ios(17), cpu: IPHONE_XS, ramMb: 3072, diskMb: 110 },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '1.3.0',
        '2026-06-30',
        [
          'Gemeinsame Ausgaben mit dem Partner aufteilen und verrechnen',
          'Ausgaben als CSV-Datei für Tabellenprogramme ausgeben',
        ],
        [
          'Split shared expenses with your partner and settle up',
          'Export expenses as a CSV file for spreadsheet programs',
        ],
      ),
      release(
        '1.2.0',
        '2026-01-13',
        [
          'Kassenbon fotografieren: Betrag und Datum werden erkannt',
          'Diagramm der Ausgaben nach Wochentagen',
        ],
        [
          'Photograph a receipt: the amount and date are recognised',
          'Chart of spending by day of the week',
        ],
      ),
      release(
        '1.1.0',
        '2025-08-19',
        [
          'Hinweis, bevor ein Monatsbudget aufgebraucht ist, schon bei 80 %',
          'Reisemodus rechnet über 150 Währungen zum Tageskurs um',
        ],
        [
          'Alert at 80% before a monthly budget runs out',
          'Travel mode converts more than 150 currencies at the daily rate',
        ],
      ),
      release(
        '1.0.0',
        '2025-04-22',
        [
          'Schnelleingabe von Betrag und Kategorie in unter fünf Sekunden',
          'Monatsbudgets für jede Kategorie',
        ],
        [
          'Quick entry of amount and category in under five seconds',
          'Monthly budgets for every category',
        ],
      ),
    ],
  },

  // Diebstahlschutz
  180: {
    version: '2.4.0',
    requirements: {
      android: {
        os: android(10),
        cpu: ANDROID_PHONE_64,
        ramMb: 2048,
        diskMb: 80,
        other: text(
          'Mobile Internetverbindung und Standortdienste',
          'Mobile data connection and location services',
        ),
      },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl'],
    devicesPerLicence: 3,
    changelog: [
      release(
        '2.4.0',
        '2026-07-21',
        [
          'Bei niedrigem Akkustand wird der Standort ein letztes Mal gesendet',
          'Ausschalten des Smartphones nur noch nach Eingabe der PIN',
        ],
        [
          'The location is sent one last time when the battery runs low',
          'The phone can only be switched off after entering the PIN',
        ],
      ),
      release(
        '2.3.0',
        '2025-12-02',
        [
          'Warnung per E-Mail, wenn die SIM-Karte gewechselt wird',
          'Standortverlauf der letzten 24 Stunden auf der Karte',
        ],
        [
          'Email alert when the SIM card is changed',
          'Location history of the last 24 hours on the map',
        ],
      ),
      release(
        '2.2.0',
        '2025-05-20',
        [
          'Foto mit der Frontkamera nach dreimal falscher PIN-Eingabe',
          'Fernlöschung setzt das Gerät auf die Werkseinstellungen zurück',
        ],
        [
          'Photo with the front camera after three wrong PIN entries',
          'Remote wipe resets the device to factory settings',
        ],
      ),
      release(
        '2.1.0',
        '2024-11-05',
        [
          'Klingeln aus der Ferne mit voller Lautstärke, auch wenn das Gerät stumm geschaltet ist',
          'Bis zu drei Smartphones in einer Übersicht im Browser',
        ],
        [
          'Ring remotely at full volume, even when the phone is muted',
          'Up to three phones in one overview in the browser',
        ],
      ),
      release(
        '2.0.0',
        '2024-06-18',
        [
          'Letzter Standort des Smartphones auf der Karte im Browser',
          'Fernsperre mit eigener Nachricht auf dem Sperrbildschirm',
        ],
        [
          'Last known location of the phone on the map in your browser',
          'Remote lock with your own message on the lock screen',
        ],
      ),
    ],
  },

  // Foto-Collage
  181: {
    version: '1.4.0',
    requirements: {
      android: { os: android(10), cpu: ANDROID_64, ramMb: 3072, diskMb: 350 },
      ios: { os: ios(17), cpu: IPHONE_XS, ramMb: 3072, diskMb: 380 },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '1.4.0',
        '2026-05-05',
        [
          'Druckformate 10 × 15, 13 × 18 und A4 mit Beschnittzugabe',
          'Collagen als Entwurf speichern und später weiterbearbeiten',
        ],
        [
          'Print sizes 10 × 15, 13 × 18 and A4 with bleed',
          'Save collages as drafts and carry on editing later',
        ],
      ),
      release(
        '1.3.0',
        '2025-11-11',
        [
          'Rahmen mit abgerundeten Ecken und einstellbarem Abstand',
          'Vorlagen für Geburtsanzeigen und die Einschulung',
        ],
        [
          'Frames with rounded corners and adjustable spacing',
          'Templates for birth announcements and the first day at school',
        ],
      ),
      release(
        '1.2.0',
        '2025-04-29',
        [
          'Personen werden automatisch vom Hintergrund freigestellt',
          'Zwölf neue Schriften in Handschrift-Optik',
        ],
        [
          'People are cut out from the background automatically',
          'Twelve new handwriting-style fonts',
        ],
      ),
      release(
        '1.1.0',
        '2024-11-19',
        [
          '40 Weihnachtsvorlagen mit passenden Stickern',
          'Hintergrundfarbe einer Collage aus einem Foto übernehmen',
        ],
        [
          '40 Christmas templates with matching stickers',
          'Pick a collage’s background colour from a photo',
        ],
      ),
      release(
        '1.0.0',
        '2024-07-09',
        [
          'Über 200 Vorlagen für Collagen, Grußkarten und Einladungen',
          'Export in hoher Auflösung für den Fotodruck',
        ],
        [
          'More than 200 templates for collages, greeting cards and invitations',
          'High-resolution export for photo prints',
        ],
      ),
    ],
  },

  // Podcast-Player
  182: {
    version: '1.3.0',
    requirements: {
      ios: {
        os: ios(17),
        cpu: IPHONE_XS,
        ramMb: 3072,
        diskMb: 120,
        other: text(
          'Zusätzlicher Speicherplatz für heruntergeladene Folgen',
          'Additional storage for downloaded episodes',
        ),
      },
      android: {
        os: android(10),
        cpu: ANDROID_64,
        ramMb: 2048,
        diskMb: 100,
        other: text(
          'Zusätzlicher Speicherplatz für heruntergeladene Folgen',
          'Additional storage for downloaded episodes',
        ),
      },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '1.3.0',
        '2026-07-07',
        [
          'Abonnements als OPML-Datei aus anderen Apps übernehmen',
          'Wiedergabegeschwindigkeit wird für jeden Podcast einzeln gespeichert',
        ],
        [
          'Import subscriptions from other apps as an OPML file',
          'Playback speed is saved separately for each podcast',
        ],
      ),
      release(
        '1.2.1',
        '2026-03-03',
        [
          'Schlaftimer kann am Ende der laufenden Folge stoppen',
          'Gehörte Folgen werden nach sieben Tagen automatisch gelöscht',
        ],
        [
          'Sleep timer can stop at the end of the current episode',
          'Played episodes are deleted automatically after seven days',
        ],
      ),
      release(
        '1.2.0',
        '2026-01-20',
        [
          'Wiedergabe auf AirPlay- und Chromecast-Lautsprechern',
          'Kapitelmarken der Folgen mit Bildern und Links',
        ],
        [
          'Playback on AirPlay and Chromecast speakers',
          'Episode chapter marks with images and links',
        ],
      ),
      release(
        '1.1.0',
        '2025-09-02',
        [
          'Sprachverstärkung hebt Stimmen gegenüber Musik und Geräuschen hervor',
          'Pausenkürzung spart bei Gesprächsrunden bis zu 10 % Hörzeit',
        ],
        [
          'Voice boost lifts voices above music and background noise',
          'Silence trimming saves up to 10% of listening time in talk shows',
        ],
      ),
      release(
        '1.0.0',
        '2025-05-20',
        [
          'Neue Folgen werden automatisch im WLAN heruntergeladen',
          'Schlaftimer mit sanftem Ausblenden',
        ],
        ['New episodes download automatically over Wi-Fi', 'Sleep timer with a gentle fade-out'],
      ),
    ],
  },

  // Scanner-Tasche
  183: {
    version: '2.4.0',
    requirements: {
      ios: { os: ios(17), cpu: IPHONE_XS, ramMb: 3072, diskMb: 150 },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '2.4.0',
        '2026-04-21',
        [
          'Stapelscan nimmt mehrere Seiten ohne Tippen nacheinander auf',
          'Scans direkt an den PDF-Werkzeugkasten auf dem Mac senden',
        ],
        [
          'Batch scan captures several pages in a row without tapping',
          'Send scans straight to PDF Toolbox on your Mac',
        ],
      ),
      release(
        '2.3.0',
        '2025-08-26',
        [
          'Ausweise und Karten beidseitig auf eine Seite scannen',
          'PDFs mit einem Passwort schützen',
        ],
        ['Scan both sides of ID cards and cards onto one page', 'Protect PDFs with a password'],
      ),
      release(
        '2.2.0',
        '2025-01-14',
        [
          'Automatische Benennung nach Absender und Datum',
          'Kontrastfilter für verblasste Kassenbons auf Thermopapier',
        ],
        [
          'Automatic naming by sender and date',
          'Contrast filter for faded till receipts on thermal paper',
        ],
      ),
      release(
        '2.1.0',
        '2024-07-30',
        [
          'Texterkennung für Deutsch, Englisch, Französisch und Italienisch',
          'Gescannte Briefe in der Dateien-App nach Text durchsuchen',
        ],
        [
          'Text recognition for German, English, French and Italian',
          'Search scanned letters by their text in the Files app',
        ],
      ),
      release(
        '2.0.0',
        '2024-03-05',
        [
          'Dokumentränder werden erkannt und schräge Aufnahmen entzerrt',
          'Mehrseitige PDFs direkt aus der Kamera',
        ],
        [
          'Document edges are detected and skewed shots straightened',
          'Multi-page PDFs straight from the camera',
        ],
      ),
    ],
  },

  // Yoga-Begleiter
  184: {
    version: '1.4.0',
    requirements: {
      ios: {
        os: ios(17),
        cpu: IPHONE_XS,
        ramMb: 3072,
        diskMb: 900,
        other: text('Apple Watch optional', 'Apple Watch optional'),
      },
    },
    languages: ['de', 'en'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '1.4.0',
        '2026-09-15',
        [
          'Zwölf neue Einheiten mit Yin-Yoga für den Abend',
          'Übungskalender zeigt Ihre Yoga-Tage im Monat',
        ],
        [
          'Twelve new Yin Yoga sessions for the evening',
          'Practice calendar shows your yoga days in the month',
        ],
      ),
      release(
        '1.3.0',
        '2026-02-10',
        [
          'Einheiten vorab für Reisen ohne Internet speichern',
          'Übungszeit wird mit Apple Health abgeglichen',
        ],
        [
          'Save sessions in advance for trips without internet',
          'Practice time syncs with Apple Health',
        ],
      ),
      release(
        '1.2.0',
        '2025-09-23',
        [
          'Trainingsplan „Starker Rücken“ für alle, die viel sitzen',
          'Sprachansagen mit ruhigerer Stimme neu aufgenommen',
        ],
        [
          'Training plan “Strong Back” for anyone who sits a lot',
          'Voice guidance re-recorded in a calmer voice',
        ],
      ),
      release(
        '1.1.0',
        '2025-04-15',
        [
          'Atemübungen mit Vibration als Taktgeber auf der Apple Watch',
          'Kurze Einheiten von zehn Minuten für die Mittagspause',
        ],
        [
          'Breathing exercises with vibration as the pace on Apple Watch',
          'Short ten-minute sessions for the lunch break',
        ],
      ),
      release(
        '1.0.0',
        '2025-01-07',
        [
          'Über 150 angeleitete Sequenzen mit Sprachansage',
          'Vierwöchiger Trainingsplan für mehr Beweglichkeit',
        ],
        [
          'More than 150 guided sequences with voice guidance',
          'Four-week training plan for more flexibility',
        ],
      ),
    ],
  },

  // Einkaufsliste
  185: {
    version: '3.4.0',
    requirements: {
      ios: {
        os: ios(16),
        cpu: IPHONE_8,
        ramMb: 2048,
        diskMb: 60,
        other: text('Internetverbindung für den Abgleich', 'Internet connection for syncing'),
      },
      android: {
        os: android(9),
        cpu: ANDROID_64,
        ramMb: 2048,
        diskMb: 55,
        other: text('Internetverbindung für den Abgleich', 'Internet connection for syncing'),
      },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl'],
    devicesPerLicence: 0,
    changelog: [
      release(
        '3.4.0',
        '2026-01-27',
        [
          'Preise notieren und die Summe der Liste anzeigen',
          'Artikel per Siri oder Google Assistant hinzufügen',
        ],
        ['Note prices and show the total of the list', 'Add items with Siri or Google Assistant'],
      ),
      release(
        '3.3.0',
        '2025-03-04',
        [
          'Familienmitglieder per QR-Code zu einer Liste einladen',
          'Versehentlich abgehakte Artikel mit einem Wisch zurückholen',
        ],
        [
          'Invite family members to a list with a QR code',
          'Bring back items ticked off by mistake with a swipe',
        ],
      ),
      release(
        '3.2.0',
        '2024-05-07',
        ['Menge und Einheit zu jedem Artikel', 'Mehrere Listen, z. B. für Drogerie und Baumarkt'],
        [
          'Quantity and unit for every item',
          'Several lists, e.g. for the chemist’s and the DIY store',
        ],
      ),
      release(
        '3.1.0',
        '2023-10-10',
        [
          'Sortierung nach den Gängen Ihres Supermarkts lernt aus der Reihenfolge beim Abhaken',
          'Verschiedene Supermärkte mit eigener Reihenfolge speichern',
        ],
        [
          'Aisle sorting learns from the order in which you tick items off',
          'Save several supermarkets, each with its own order',
        ],
      ),
      release(
        '3.0.0',
        '2023-04-12',
        [
          'Gemeinsame Listen gleichen sich in Sekunden auf allen Geräten ab',
          'Vorschläge für häufig gekaufte Artikel',
        ],
        [
          'Shared lists sync across all devices within seconds',
          'Suggestions for frequently bought items',
        ],
      ),
    ],
  },

  // Gitarren-Stimmgerät
  186: {
    version: '2.4.0',
    requirements: {
      ios: {
        os: ios(16),
        cpu: IPHONE_8,
        ramMb: 2048,
        diskMb: 60,
        other: text('Zugriff auf das Mikrofon', 'Access to the microphone'),
      },
      android: {
        os: android(8),
        cpu: ANDROID_64,
        ramMb: 2048,
        diskMb: 50,
        other: text('Zugriff auf das Mikrofon', 'Access to the microphone'),
      },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'pt'],
    devicesPerLicence: 0,
    changelog: [
      release(
        '2.4.0',
        '2025-11-18',
        ['Eigene Stimmungen speichern und benennen', 'Stimmen von Mandoline und Geige'],
        ['Save and name your own tunings', 'Tuning for mandolin and violin'],
      ),
      release(
        '2.3.0',
        '2025-02-25',
        [
          'Automatische Saitenerkennung: einfach anschlagen, die App erkennt die Saite',
          'Siebensaitige Gitarre und fünfsaitiger Bass',
        ],
        [
          'Automatic string detection: just pluck and the app knows the string',
          'Seven-string guitar and five-string bass',
        ],
      ),
      release(
        '2.2.0',
        '2024-04-23',
        ['Stimmungen Drop D, Open G und DADGAD ergänzt', 'Störgeräuschfilter für laute Proberäume'],
        ['Drop D, open G and DADGAD tunings added', 'Noise filter for loud rehearsal rooms'],
      ),
      release(
        '2.1.0',
        '2023-09-12',
        [
          'Metronom mit Betonung der ersten Zählzeit',
          'Kammerton zwischen 415 und 466 Hz einstellbar',
        ],
        [
          'Metronome with an accent on the first beat',
          'Concert pitch adjustable from 415 to 466 Hz',
        ],
      ),
      release(
        '2.0.0',
        '2023-03-03',
        ['Tonerkennung auf einen Cent genau', 'Stimmungen für Gitarre, Bass und Ukulele'],
        ['Pitch detection accurate to one cent', 'Tunings for guitar, bass and ukulele'],
      ),
    ],
  },

  // Sudoku-Sammlung
  187: {
    version: '1.3.0',
    requirements: {
      android: { os: android(9), cpu: ANDROID_64, ramMb: 2048, diskMb: 70 },
    },
    languages: ['de', 'en', 'fr', 'es', 'it', 'nl'],
    devicesPerLicence: 1,
    changelog: [
      release(
        '1.3.0',
        '2026-02-03',
        [
          'Dunkle Darstellung für das Rätseln am Abend',
          'Fehler werden auf Wunsch erst am Ende des Rätsels angezeigt',
        ],
        [
          'Dark theme for puzzling in the evening',
          'Mistakes can be shown only once the puzzle is finished',
        ],
      ),
      release(
        '1.2.0',
        '2025-08-05',
        [
          '500 Killer-Sudokus als neue Rätselart',
          'Bestenliste für das Tagesrätsel nach Lösungszeit',
        ],
        [
          '500 killer sudokus as a new puzzle type',
          'Daily puzzle leaderboard ranked by solving time',
        ],
      ),
      release(
        '1.1.0',
        '2025-03-11',
        [
          'Hinweise erklären Techniken wie versteckte Einer und nackte Paare',
          'Kandidaten werden nach einem Eintrag automatisch aus der Zeile entfernt',
        ],
        [
          'Hints explain techniques such as hidden singles and naked pairs',
          'Candidates are removed from the row automatically after an entry',
        ],
      ),
      release(
        '1.0.0',
        '2024-12-17',
        [
          'Über 10.000 Sudokus in sechs Schwierigkeitsstufen',
          'Notizmodus für Kandidaten in jedem Feld',
        ],
        [
          'More than 10,000 sudokus in six difficulty levels',
          'Notes mode for candidates in every cell',
        ],
      ),
    ],
  },
}
