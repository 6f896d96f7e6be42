import { card, tabBar, PHONE_WIDTH } from '../mobile'
import type { Scene, SceneContext } from '../scene'
import {
  C,
  circle,
  formatNumber,
  line,
  MONO,
  paragraph,
  path,
  rect,
  text,
  type Locale,
} from '../svg'
import {
  button,
  checkbox,
  field,
  glyph,
  panel,
  pill,
  progress,
  segmented,
  sidebar,
  statusIcon,
  table,
  tile,
  toggle,
  type Cell,
} from '../widgets'

// Backup, disk cleaning, drivers, Mac clean-up and the flashlight.

function gigabytes(locale: Locale, value: number): string {
  return `${formatNumber(locale, value, value % 1 ? 1 : 0)} GB`
}

const backupMaster: Scene = {
  kind: 'desktop',
  alts: [
    [
      'Sicherungsplan mit Zeitplan, nächsten Läufen und Zielen',
      'the backup plan with schedule, next runs and destinations',
    ],
    ['Ältere Version einer Datei wiederherstellen', 'restoring an older version of a file'],
    [
      'Verschlüsselte Sicherung läuft auf die externe Festplatte',
      'an encrypted backup running to the external drive',
    ],
  ],
  view: (context) => {
    const { t, locale } = context
    const nav = sidebar(
      0,
      0,
      220,
      660,
      [
        { label: t('Sicherungspläne', 'Backup plans'), detail: '3' },
        { label: t('Versionen', 'Versions') },
        { label: t('Ziele', 'Destinations'), detail: '2' },
        { label: t('Protokoll', 'Log') },
      ],
      context.index === 2 ? 1 : 0,
      { heading: t('Sicherungsmeister', 'Backup Master') },
    )
    const toolbar = [t('Neuer Plan', 'New plan'), t('Sicherung starten', 'Start backup')]
    if (context.index === 1) {
      const rows: Cell[][] = [
        [
          { text: t('Dokumente', 'Documents'), weight: 700 },
          t('Täglich, 20:00', 'Daily, 8:00 pm'),
          t('Externe Festplatte „Sicherung“', 'External drive “Backup”'),
          { text: t('Heute, 20:00', 'Today, 8:00 pm'), weight: 600, color: C.blue },
          { text: t('OK', 'OK'), pill: C.successLight, color: C.success },
        ],
        [
          { text: t('Fotos', 'Photos'), weight: 700 },
          t('Wöchentlich, So. 03:00', 'Weekly, Sun 3:00 am'),
          t('NAS im Heimnetz', 'NAS on the home network'),
          t('So. 20.07., 03:00', 'Sun 20/07, 3:00 am'),
          { text: t('OK', 'OK'), pill: C.successLight, color: C.success },
        ],
        [
          { text: t('Ganzes System', 'Whole system'), weight: 700 },
          t('Monatlich, am 1.', 'Monthly, on the 1st'),
          t('Externe SSD „Reserve“', 'External SSD “Spare”'),
          t('Fr. 01.08., 22:00', 'Fri 01/08, 10:00 pm'),
          { text: t('Nicht verbunden', 'Not connected'), pill: C.orangeLight, color: '#b2401b' },
        ],
      ]
      return {
        toolbar,
        body:
          nav +
          rect(220, 0, 996, 660, '#f7f8fb') +
          text(252, 52, t('Sicherungspläne', 'Backup plans'), { size: 26, weight: 700 }) +
          panel(252, 76, 932, 180, { rx: 12 }) +
          table(
            252,
            76,
            [
              { label: t('Was', 'What'), width: 150 },
              { label: t('Zeitplan', 'Schedule'), width: 200 },
              { label: t('Ziel', 'Destination'), width: 250 },
              { label: t('Nächster Lauf', 'Next run'), width: 180 },
              { label: t('Status', 'Status'), width: 152 },
            ],
            rows,
            { rowHeight: 46, highlight: 0 },
          ) +
          panel(252, 280, 456, 352, { rx: 12 }) +
          text(276, 314, t('Plan „Dokumente“', 'Plan “Documents”'), { size: 17, weight: 700 }) +
          text(276, 348, t('Quelle', 'Source'), { size: 12, weight: 600, fill: C.muted }) +
          text(276, 372, t('~/Dokumente, ~/Schreibtisch', '~/Documents, ~/Desktop'), {
            size: 14,
            family: MONO,
          }) +
          text(276, 408, t('Wiederholen', 'Repeat'), { size: 12, weight: 600, fill: C.muted }) +
          segmented(
            276,
            418,
            [t('Stündlich', 'Hourly'), t('Täglich', 'Daily'), t('Wöchentlich', 'Weekly')],
            1,
          ) +
          field(276, 476, 180, t('Uhrzeit', 'Time'), locale === 'de' ? '20:00' : '8:00 pm') +
          field(476, 476, 208, t('Versionen behalten', 'Keep versions'), t('30 Tage', '30 days')) +
          checkbox(276, 552, true, t('Verschlüsseln (AES-256)', 'Encrypt (AES-256)')) +
          checkbox(276, 584, true, t('Nur bei Netzbetrieb', 'Only when plugged in')) +
          panel(728, 280, 456, 352, { rx: 12 }) +
          text(752, 314, t('Ziele', 'Destinations'), { size: 17, weight: 700 }) +
          [
            [
              t('Externe Festplatte „Sicherung“', 'External drive “Backup”'),
              0.62,
              `${gigabytes(locale, 1240)} ${t('von', 'of')} ${gigabytes(locale, 2000)}`,
              t('Verbunden', 'Connected'),
            ],
            [
              t('NAS im Heimnetz', 'NAS on the home network'),
              0.38,
              `${gigabytes(locale, 1520)} ${t('von', 'of')} ${gigabytes(locale, 4000)}`,
              t('Verbunden', 'Connected'),
            ],
            [
              t('Externe SSD „Reserve“', 'External SSD “Spare”'),
              0.8,
              `${gigabytes(locale, 410)} ${t('von', 'of')} ${gigabytes(locale, 512)}`,
              t('Nicht verbunden', 'Not connected'),
            ],
          ]
            .map(([name, used, detail, state], row) => {
              const y = 340 + row * 92
              return (
                rect(752, y, 52, 40, '#e4e8f0', { rx: 8 }) +
                circle(792, y + 30, 4, row < 2 ? C.success : C.faint) +
                text(818, y + 16, name as string, { size: 14, weight: 600 }) +
                text(1160, y + 16, state as string, {
                  size: 12,
                  fill: row < 2 ? C.success : C.muted,
                  anchor: 'end',
                }) +
                progress(818, y + 28, 342, used as number) +
                text(818, y + 56, detail as string, { size: 12, fill: C.muted })
              )
            })
            .join(''),
      }
    }
    if (context.index === 2) {
      const versions = [
        [t('Heute, 12:00', 'Today, 12:00')],
        [t('Gestern, 20:00', 'Yesterday, 8:00 pm')],
        [t('12.07., 20:00', '12/07, 8:00 pm')],
        [t('11.07., 20:00', '11/07, 8:00 pm')],
        [t('04.07., 20:00', '04/07, 8:00 pm')],
        [t('27.06., 20:00', '27/06, 8:00 pm')],
      ]
      const files: [string, string, string, string][] = [
        [
          t('Angebot Sommerfest.docx', 'Quote summer party.docx'),
          '48 KB',
          t('11.07., 17:42', '11/07, 5:42 pm'),
          C.blue,
        ],
        [
          t('Haushalt 2025.xlsx', 'Household 2025.xlsx'),
          '212 KB',
          t('10.07., 09:15', '10/07, 9:15 am'),
          '#0f766e',
        ],
        [t('Lebenslauf.pdf', 'CV.pdf'), '1,1 MB', t('02.07., 21:03', '02/07, 9:03 pm'), C.orange],
        [
          t('Urlaubsplanung.txt', 'Holiday plans.txt'),
          '4 KB',
          t('28.06., 11:30', '28/06, 11:30 am'),
          '#6b7280',
        ],
      ]
      return {
        toolbar,
        body:
          nav +
          rect(220, 0, 996, 660, '#f7f8fb') +
          text(252, 52, t('Versionen von „Dokumente“', 'Versions of “Documents”'), {
            size: 24,
            weight: 700,
          }) +
          panel(252, 76, 260, 556, { rx: 12 }) +
          line(284, 100, 284, 600, C.line, 2) +
          versions
            .map(([label], row) => {
              const y = 112 + row * 84
              const selected = row === 3
              return (
                circle(
                  284,
                  y,
                  selected ? 9 : 6,
                  selected ? C.blue : C.white,
                  `stroke="${selected ? C.blue : '#aeb7c8'}" stroke-width="2"`,
                ) +
                (selected ? rect(300, y - 20, 196, 40, C.blueLight, { rx: 8 }) : '') +
                text(310, y + 5, label!, {
                  size: 14,
                  weight: selected ? 700 : 400,
                  fill: selected ? C.blue : C.ink,
                })
              )
            })
            .join('') +
          panel(536, 76, 648, 556, { rx: 12 }) +
          text(560, 110, t('Stand vom 11.07., 20:00', 'As of 11/07, 8:00 pm'), {
            size: 16,
            weight: 700,
          }) +
          files
            .map(([name, size, date, color], row) => {
              const y = 134 + row * 64
              return (
                rect(552, y, 616, 56, row === 0 ? C.blueLight : C.white, { rx: 8 }) +
                checkbox(568, y + 19, row === 0, '') +
                tile(600, y + 10, 36, color) +
                text(650, y + 25, name, { size: 14, weight: 600 }) +
                text(650, y + 44, date, { size: 12, fill: C.muted }) +
                text(1150, y + 34, locale === 'de' ? size : size.replace(',', '.'), {
                  size: 13,
                  fill: C.muted,
                  anchor: 'end',
                })
              )
            })
            .join('') +
          rect(560, 420, 600, 120, '#fff7ea', { rx: 10 }) +
          glyph(586, 450, 'bulb', '#a85a00') +
          paragraph(
            608,
            454,
            t(
              'Die heutige Fassung von „Angebot Sommerfest.docx“ wurde versehentlich überschrieben – diese Version ist vom 11. Juli.',
              'Today’s copy of “Quote summer party.docx” was overwritten by mistake – this version is from 11 July.',
            ),
            530,
            { size: 14, lineHeight: 22, fill: '#7a4a00' },
          ) +
          button(860, 568, t('Als Kopie sichern', 'Save as copy'), { width: 150, height: 38 }) +
          button(1020, 568, t('Wiederherstellen', 'Restore'), {
            primary: true,
            width: 140,
            height: 38,
          }),
      }
    }
    return {
      toolbar,
      body:
        nav +
        rect(220, 0, 996, 660, '#f7f8fb') +
        panel(252, 28, 932, 260, { rx: 14 }) +
        rect(284, 78, 120, 160, '#e4e8f0', { rx: 14 }) +
        rect(300, 96, 88, 10, '#c5ccd9', { rx: 5 }) +
        circle(344, 210, 8, C.success) +
        path(
          'M430,158H520',
          'none',
          `stroke="${C.blue}" stroke-width="4" stroke-dasharray="10 8"`,
        ) +
        path('M518,148L534,158L518,168Z', C.blue) +
        text(560, 92, t('Sicherung läuft …', 'Backing up …'), { size: 26, weight: 700 }) +
        text(
          560,
          124,
          t('Dokumente → Externe Festplatte „Sicherung“', 'Documents → External drive “Backup”'),
          { size: 15, fill: C.muted },
        ) +
        progress(560, 150, 580, 0.73, C.blue, 12) +
        text(
          560,
          190,
          t(
            '2.148 von 2.930 Dateien · 3,1 GB von 4,2 GB',
            '2,148 of 2,930 files · 3.1 GB of 4.2 GB',
          ),
          { size: 14 },
        ) +
        text(1140, 190, t('noch etwa 2 Minuten', 'about 2 minutes left'), {
          size: 14,
          fill: C.muted,
          anchor: 'end',
        }) +
        text(
          560,
          222,
          t('Aktuell: Fotos/2025/Ostsee/IMG_4711.jpg', 'Now: Photos/2025/Baltic/IMG_4711.jpg'),
          { size: 12, family: MONO, fill: C.muted },
        ) +
        button(560, 242, t('Pausieren', 'Pause'), {}) +
        button(670, 242, context.ui('cancel'), {}) +
        panel(252, 312, 456, 320, { rx: 12 }) +
        text(276, 346, t('Verschlüsselung', 'Encryption'), { size: 17, weight: 700 }) +
        rect(276, 364, 408, 56, C.successLight, { rx: 10 }) +
        statusIcon(300, 392, 'ok') +
        text(320, 388, t('AES-256, Schlüssel nur bei Ihnen', 'AES-256, the key stays with you'), {
          size: 14,
          weight: 600,
          fill: '#14532d',
        }) +
        text(
          320,
          408,
          t(
            'Ohne Kennwort ist die Sicherung nicht lesbar.',
            'Without the password the backup is unreadable.',
          ),
          { size: 12, fill: '#14532d' },
        ) +
        field(276, 446, 408, t('Kennwort', 'Password'), '•••••••••••••') +
        field(
          276,
          516,
          408,
          t('Kennwort-Hinweis', 'Password hint'),
          t('Name der ersten Katze', 'Name of the first cat'),
        ) +
        checkbox(
          276,
          588,
          true,
          t('Kennwort im Schlüsselbund sichern', 'Save password in the keychain'),
        ) +
        panel(728, 312, 456, 320, { rx: 12 }) +
        text(752, 346, t('Letzte Läufe', 'Recent runs'), { size: 17, weight: 700 }) +
        [
          [
            t('Gestern, 20:00', 'Yesterday, 8:00 pm'),
            t('412 Dateien · 1,2 GB · 4 Min.', '412 files · 1.2 GB · 4 min'),
            'ok',
          ],
          [
            t('13.07., 20:00', '13/07, 8:00 pm'),
            t('96 Dateien · 210 MB · 1 Min.', '96 files · 210 MB · 1 min'),
            'ok',
          ],
          [
            t('12.07., 20:00', '12/07, 8:00 pm'),
            t('Festplatte nicht verbunden – nachgeholt', 'Drive not connected – caught up later'),
            'warn',
          ],
          [
            t('11.07., 20:00', '11/07, 8:00 pm'),
            t('388 Dateien · 980 MB · 3 Min.', '388 files · 980 MB · 3 min'),
            'ok',
          ],
        ]
          .map(([when, detail, kind], row) => {
            const y = 370 + row * 62
            return (
              statusIcon(762, y + 16, kind as 'ok') +
              text(782, y + 14, when!, { size: 14, weight: 600 }) +
              text(782, y + 36, detail!, { size: 12.5, fill: C.muted }) +
              (row < 3 ? line(752, y + 50, 1160, y + 50, '#edf0f5') : '')
            )
          })
          .join(''),
    }
  },
}

function cleanerNav(context: SceneContext, selected: number): string {
  const { t } = context
  return sidebar(
    0,
    0,
    230,
    632,
    [
      t('Speicheranalyse', 'Storage analysis'),
      t('Doppelte Dateien', 'Duplicate files'),
      t('Aufräumen', 'Clean up'),
      t('Sicher löschen', 'Secure delete'),
      context.ui('settings'),
    ],
    selected,
    { heading: t('Festplatten-Putzer', 'Disk Cleaner') },
  )
}

const diskCleaner: Scene = {
  kind: 'desktop',
  alts: [
    ['Speicheranalyse des Laufwerks als Kachelkarte', 'storage analysis of the drive as a treemap'],
    [
      'Doppelte Dateien gefunden und zum Löschen ausgewählt',
      'duplicate files found and selected for deletion',
    ],
    [
      'Übersicht vor dem Löschen, mit sicherem Löschen',
      'a review before deleting, with secure delete',
    ],
  ],
  view: (context) => {
    const { t, locale } = context
    if (context.index === 1) {
      const blocks: [number, number, number, number, string, string, string][] = [
        [0, 0, 420, 300, C.blue, t('Videos', 'Videos'), gigabytes(locale, 148)],
        [420, 0, 250, 180, '#8b5cf6', t('Fotos', 'Photos'), gigabytes(locale, 86)],
        [670, 0, 232, 180, C.orange, t('Downloads', 'Downloads'), gigabytes(locale, 62)],
        [420, 180, 170, 120, '#0891b2', t('Programme', 'Programs'), gigabytes(locale, 41)],
        [590, 180, 160, 120, '#0f766e', t('Spiele', 'Games'), gigabytes(locale, 38)],
        [750, 180, 152, 120, '#9aa3b2', t('System', 'System'), gigabytes(locale, 24)],
        [0, 300, 260, 120, '#c2185b', t('Musik', 'Music'), gigabytes(locale, 19)],
        [
          260,
          300,
          240,
          120,
          '#f59e0b',
          t('Temporäre Dateien', 'Temporary files'),
          gigabytes(locale, 8.6),
        ],
        [500, 300, 402, 120, '#64748b', t('Sonstiges', 'Other'), gigabytes(locale, 12)],
      ]
      return {
        document: 'C:',
        status: t(
          'Analyse abgeschlossen · 412.880 Dateien in 38 Sekunden',
          'Analysis complete · 412,880 files in 38 seconds',
        ),
        body:
          cleanerNav(context, 0) +
          rect(230, 0, 986, 632, '#f7f8fb') +
          text(262, 52, t('Lokaler Datenträger (C:)', 'Local disk (C:)'), {
            size: 24,
            weight: 700,
          }) +
          text(
            262,
            82,
            t(
              `${gigabytes(locale, 438)} von ${gigabytes(locale, 512)} belegt`,
              `${gigabytes(locale, 438)} of ${gigabytes(locale, 512)} used`,
            ),
            { size: 14, fill: C.muted },
          ) +
          progress(262, 96, 922, 0.855, C.orange, 12) +
          blocks
            .map(
              ([x, y, width, height, color, label, size]) =>
                rect(262 + x + 2, 128 + y + 2, width - 4, height - 4, color, { rx: 6 }) +
                text(262 + x + 14, 128 + y + 28, label, { size: 15, weight: 700, fill: C.white }) +
                text(262 + x + 14, 128 + y + 48, size, { size: 13, fill: C.white, opacity: 0.9 }),
            )
            .join('') +
          panel(262, 560, 922, 60, { rx: 10 }) +
          glyph(290, 590, 'bulb', C.orange) +
          text(
            312,
            595,
            t(
              'Downloads enthält 214 Dateien, die älter als ein Jahr sind (38 GB).',
              'Downloads holds 214 files older than a year (38 GB).',
            ),
            { size: 14 },
          ) +
          button(1034, 574, t('Aufräumen', 'Clean up'), { primary: true, width: 130 }),
      }
    }
    if (context.index === 2) {
      const groups: [string, string, string, string][] = [
        [
          t('Urlaubsvideo_Ostsee.mp4', 'Holiday video_Baltic.mp4'),
          '1,8 GB',
          t('Videos · Downloads', 'Videos · Downloads'),
          C.blue,
        ],
        [
          t('IMG_2041.jpg (3 Kopien)', 'IMG_2041.jpg (3 copies)'),
          '14 MB',
          t('Fotos · Schreibtisch · Backup', 'Photos · Desktop · Backup'),
          '#8b5cf6',
        ],
        [
          t('Setup_Bürosuite.exe', 'Setup_OfficeSuite.exe'),
          '612 MB',
          t('Downloads · Downloads\\alt', 'Downloads · Downloads\\old'),
          C.orange,
        ],
        [
          t('Präsentation_final_v2.pptx', 'Presentation_final_v2.pptx'),
          '88 MB',
          t('Dokumente · USB-Stick-Kopie', 'Documents · USB stick copy'),
          '#0891b2',
        ],
      ]
      return {
        document: t('Doppelte Dateien', 'Duplicate files'),
        body:
          cleanerNav(context, 1) +
          rect(230, 0, 986, 632, '#f7f8fb') +
          text(262, 52, t('Doppelte Dateien', 'Duplicate files'), { size: 24, weight: 700 }) +
          text(
            262,
            80,
            t(
              '128 Gruppen gefunden · Original bleibt immer erhalten',
              '128 groups found · the original is always kept',
            ),
            { size: 14, fill: C.muted },
          ) +
          groups
            .map(([name, size, places, color], row) => {
              const y = 104 + row * 110
              return (
                panel(262, y, 922, 98, { rx: 12 }) +
                tile(282, y + 18, 60, color) +
                text(360, y + 36, name, { size: 16, weight: 700 }) +
                text(360, y + 60, places, { size: 13, fill: C.muted }) +
                text(360, y + 82, t('Original: ältestes Exemplar', 'Original: oldest copy'), {
                  size: 12,
                  fill: C.success,
                }) +
                checkbox(900, y + 40, true, t('Kopien löschen', 'Delete copies')) +
                text(1160, y + 55, locale === 'de' ? size : size.replace(',', '.'), {
                  size: 15,
                  weight: 700,
                  anchor: 'end',
                })
              )
            })
            .join('') +
          rect(262, 552, 922, 68, C.white, { rx: 12, stroke: C.blue, strokeWidth: 2 }) +
          text(286, 592, t('Ausgewählt: 312 Kopien · 2,4 GB', 'Selected: 312 copies · 2.4 GB'), {
            size: 16,
            weight: 700,
          }) +
          button(984, 570, t('2,4 GB freigeben', 'Free up 2.4 GB'), { primary: true, width: 180 }),
      }
    }
    return {
      document: t('Aufräumen', 'Clean up'),
      body:
        cleanerNav(context, 2) +
        rect(230, 0, 986, 632, '#f7f8fb') +
        text(262, 52, t('Das wird entfernt', 'This will be removed'), { size: 24, weight: 700 }) +
        panel(262, 76, 600, 440, { rx: 12 }) +
        table(
          262,
          76,
          [
            { label: t('Bereich', 'Area'), width: 330 },
            { label: t('Dateien', 'Files'), width: 120, align: 'end' },
            { label: t('Größe', 'Size'), width: 150, align: 'end' },
          ],
          [
            [
              t('Browser-Zwischenspeicher', 'Browser cache'),
              formatNumber(locale, 18422),
              gigabytes(locale, 3.2),
            ],
            [
              t('Alte Downloads (älter als 1 Jahr)', 'Old downloads (over a year)'),
              '214',
              gigabytes(locale, 9.8),
            ],
            [
              t('Windows-Update-Reste', 'Windows Update leftovers'),
              '1.306'.replace('.', locale === 'de' ? '.' : ','),
              gigabytes(locale, 4.1),
            ],
            [t('Papierkorb', 'Recycle bin'), '96', gigabytes(locale, 1.2)],
            [t('Vorschaubilder', 'Thumbnails'), formatNumber(locale, 8210), gigabytes(locale, 0.3)],
          ],
          { rowHeight: 50 },
        ) +
        line(262, 376, 862, 376, C.line) +
        text(286, 410, t('Gesamt', 'Total'), { size: 16, weight: 700 }) +
        text(838, 410, gigabytes(locale, 18.6), { size: 16, weight: 800, anchor: 'end' }) +
        text(
          286,
          456,
          t(
            'Persönliche Dokumente, Fotos und Musik werden nicht angetastet.',
            'Personal documents, photos and music are not touched.',
          ),
          { size: 13, fill: C.muted },
        ) +
        panel(886, 76, 298, 440, { rx: 12 }) +
        circle(1035, 190, 80, C.blueLight) +
        text(1035, 190, gigabytes(locale, 18.6), {
          size: 28,
          weight: 800,
          fill: C.blue,
          anchor: 'middle',
        }) +
        text(1035, 216, t('werden frei', 'freed'), { size: 13, fill: C.muted, anchor: 'middle' }) +
        text(910, 310, t('Löschmethode', 'Deletion method'), {
          size: 12,
          weight: 600,
          fill: C.muted,
        }) +
        segmented(910, 320, [t('Normal', 'Normal'), t('Sicher (3×)', 'Secure (3×)')], 1) +
        paragraph(
          910,
          378,
          t(
            'Sicheres Löschen überschreibt die Daten dreimal, damit sie nicht wiederhergestellt werden können.',
            'Secure delete overwrites the data three times so that it cannot be recovered.',
          ),
          250,
          { size: 12.5, fill: C.muted, lineHeight: 19 },
        ) +
        button(910, 460, t('Jetzt aufräumen', 'Clean up now'), {
          primary: true,
          width: 250,
          height: 40,
        }) +
        panel(262, 540, 922, 80, { rx: 12 }) +
        checkbox(
          286,
          570,
          true,
          t('Vorher einen Wiederherstellungspunkt anlegen', 'Create a restore point first'),
        ) +
        checkbox(
          700,
          570,
          false,
          t('Monatlich automatisch aufräumen', 'Clean up automatically every month'),
        ),
    }
  },
}

const driverDoctor: Scene = {
  kind: 'desktop',
  alts: [
    [
      'Geräteprüfung mit verfügbaren Treiber-Updates',
      'a device scan with available driver updates',
    ],
    [
      'Wiederherstellungspunkt und Treiber-Update in Arbeit',
      'a restore point and a driver update in progress',
    ],
    ['Zeitplan für die automatische Prüfung', 'the schedule for automatic scans'],
  ],
  view: (context) => {
    const { t, locale } = context
    const nav = sidebar(
      0,
      0,
      230,
      632,
      [
        t('Geräte', 'Devices'),
        t('Updates', 'Updates'),
        t('Zeitplan', 'Schedule'),
        t('Sicherungen', 'Backups'),
        context.ui('settings'),
      ],
      context.index - 1,
      { heading: t('Treiber-Doktor', 'Driver Doctor') },
    )
    const devices: [string, string, string, string, string, 'ok' | 'warn' | 'error'][] = [
      [
        t('Grafikkarte', 'Graphics card'),
        'Vidia GX 3060',
        '31.0.15.3623',
        '32.0.15.6094',
        t('Update verfügbar', 'Update available'),
        'warn',
      ],
      [
        t('Drucker', 'Printer'),
        'Laserdruck LP-220',
        '4.2.1',
        '4.6.0',
        t('Update verfügbar', 'Update available'),
        'warn',
      ],
      [
        t('WLAN-Adapter', 'Wi-Fi adapter'),
        'AirLink AX200',
        '22.250.1.2',
        '22.250.1.2',
        t('Aktuell', 'Up to date'),
        'ok',
      ],
      [
        t('Soundkarte', 'Sound card'),
        'HD Audio 897',
        '6.0.9411',
        '6.0.9411',
        t('Aktuell', 'Up to date'),
        'ok',
      ],
      [
        t('Webcam', 'Webcam'),
        'ClearCam 1080',
        '1.0.3',
        '2.1.0',
        t('Veraltet (2019)', 'Outdated (2019)'),
        'error',
      ],
      [
        t('Bluetooth', 'Bluetooth'),
        'BT 5.2 Radio',
        '10.0.22',
        '10.0.22',
        t('Aktuell', 'Up to date'),
        'ok',
      ],
    ]
    if (context.index === 1) {
      return {
        status: t(
          'Letzte Prüfung: heute, 09:12 · 42 Geräte geprüft',
          'Last scan: today, 9:12 am · 42 devices checked',
        ),
        body:
          nav +
          rect(230, 0, 986, 632, '#f7f8fb') +
          panel(262, 24, 922, 110, { rx: 12 }) +
          circle(320, 79, 34, C.orangeLight) +
          glyph(320, 79, 'refresh', C.orange, 2) +
          text(372, 70, t('3 Treiber können aktualisiert werden', '3 drivers can be updated'), {
            size: 22,
            weight: 700,
          }) +
          text(
            372,
            100,
            t(
              'Vor jedem Update wird ein Wiederherstellungspunkt angelegt.',
              'A restore point is created before each update.',
            ),
            { size: 14, fill: C.muted },
          ) +
          button(1000, 62, t('Alle aktualisieren', 'Update all'), {
            primary: true,
            width: 164,
            height: 36,
          }) +
          panel(262, 156, 922, 360, { rx: 12 }) +
          table(
            262,
            156,
            [
              { label: t('Gerät', 'Device'), width: 290 },
              { label: t('Installiert', 'Installed'), width: 170 },
              { label: t('Verfügbar', 'Available'), width: 170 },
              { label: t('Status', 'Status'), width: 292 },
            ],
            devices.map(([kind, model, installed, available, status, state]) => [
              { text: `${kind} · ${model}`, weight: 600 },
              installed,
              {
                text: available,
                weight: installed === available ? 400 : 700,
                color: installed === available ? C.ink : C.blue,
              },
              {
                text: status,
                pill:
                  state === 'ok' ? C.successLight : state === 'warn' ? C.orangeLight : C.errorLight,
                color: state === 'ok' ? C.success : state === 'warn' ? '#b2401b' : C.error,
              },
            ]),
            { rowHeight: 52 },
          ) +
          text(
            262,
            556,
            t(
              'Treiber stammen direkt von den Herstellern und sind digital signiert.',
              'Drivers come straight from the manufacturers and are digitally signed.',
            ),
            { size: 13, fill: C.muted },
          ) +
          text(
            262,
            584,
            `${t('Datenbank', 'Database')}: ${formatNumber(locale, 5200000)} ${t('Treiber', 'drivers')}`,
            { size: 13, fill: C.muted },
          ),
      }
    }
    if (context.index === 2) {
      const steps: [string, string, 'ok' | 'now' | 'todo'][] = [
        [
          t('Wiederherstellungspunkt angelegt', 'Restore point created'),
          t('„Vor Treiber-Update 14.07.“', '“Before driver update 14/07”'),
          'ok',
        ],
        [
          t('Grafikkarte: Treiber herunterladen', 'Graphics card: downloading driver'),
          '412 MB · 68 %',
          'now',
        ],
        [
          t('Grafikkarte: installieren', 'Graphics card: install'),
          t('Bildschirm flackert kurz', 'The screen flickers briefly'),
          'todo',
        ],
        [t('Drucker: Treiber 4.6.0', 'Printer: driver 4.6.0'), t('wartet', 'waiting'), 'todo'],
        [t('Webcam: Treiber 2.1.0', 'Webcam: driver 2.1.0'), t('wartet', 'waiting'), 'todo'],
      ]
      return {
        body:
          nav +
          rect(230, 0, 986, 632, '#f7f8fb') +
          text(262, 52, t('Updates werden installiert', 'Installing updates'), {
            size: 24,
            weight: 700,
          }) +
          panel(262, 76, 922, 420, { rx: 12 }) +
          steps
            .map(([title, detail, state], row) => {
              const y = 112 + row * 76
              return (
                (state === 'ok'
                  ? statusIcon(300, y + 8, 'ok')
                  : circle(
                      300,
                      y + 8,
                      9,
                      state === 'now' ? C.blue : C.white,
                      state === 'now' ? '' : 'stroke="#b7c0d1" stroke-width="2"',
                    )) +
                (row < steps.length - 1 ? line(300, y + 20, 300, y + 64, C.line, 2) : '') +
                text(326, y + 13, title, {
                  size: 16,
                  weight: state === 'todo' ? 400 : 700,
                  fill: state === 'todo' ? C.muted : C.ink,
                }) +
                text(326, y + 36, detail, { size: 13, fill: C.muted }) +
                (state === 'now' ? progress(700, y + 2, 440, 0.68, C.blue, 10) : '')
              )
            })
            .join('') +
          panel(262, 516, 922, 104, { rx: 12 }) +
          statusIcon(292, 552, 'info') +
          paragraph(
            314,
            557,
            t(
              'Sollte nach dem Update etwas nicht funktionieren, stellt „Sicherungen“ den alten Treiber mit einem Klick wieder her.',
              'If anything stops working after the update, “Backups” brings back the old driver in one click.',
            ),
            700,
            { size: 14, lineHeight: 22 },
          ) +
          button(1050, 548, context.ui('cancel'), { width: 110 }),
      }
    }
    return {
      body:
        nav +
        rect(230, 0, 986, 632, '#f7f8fb') +
        text(262, 52, t('Zeitplan', 'Schedule'), { size: 24, weight: 700 }) +
        panel(262, 76, 456, 420, { rx: 12 }) +
        text(286, 110, t('Automatisch prüfen', 'Scan automatically'), { size: 16, weight: 700 }) +
        toggle(654, 94, true) +
        text(286, 150, t('Wiederholen', 'Repeat'), { size: 12, weight: 600, fill: C.muted }) +
        segmented(
          286,
          160,
          [t('Täglich', 'Daily'), t('Wöchentlich', 'Weekly'), t('Monatlich', 'Monthly')],
          1,
        ) +
        text(286, 224, t('Wochentag', 'Day'), { size: 12, weight: 600, fill: C.muted }) +
        t('Mo Di Mi Do Fr Sa So', 'Mo Tu We Th Fr Sa Su')
          .split(' ')
          .map(
            (day, slot) =>
              rect(286 + slot * 56, 234, 48, 40, slot === 4 ? C.blue : C.white, {
                rx: 8,
                stroke: slot === 4 ? C.blue : '#cfd6e3',
              }) +
              text(310 + slot * 56, 259, day, {
                size: 13,
                weight: 600,
                anchor: 'middle',
                fill: slot === 4 ? C.white : C.ink,
              }),
          )
          .join('') +
        field(286, 304, 180, t('Uhrzeit', 'Time'), locale === 'de' ? '18:30' : '6:30 pm') +
        checkbox(
          286,
          378,
          true,
          t('Updates nur melden, nicht installieren', 'Only report updates, do not install'),
        ) +
        checkbox(286, 410, true, t('Nicht im Akkubetrieb', 'Not on battery power')) +
        checkbox(286, 442, false, t('Auch Beta-Treiber anbieten', 'Offer beta drivers too')) +
        panel(742, 76, 442, 420, { rx: 12 }) +
        text(766, 110, t('Verlauf', 'History'), { size: 16, weight: 700 }) +
        [
          [t('Fr. 11.07.', 'Fri 11/07'), t('2 Updates gefunden', '2 updates found'), 'warn'],
          [t('Fr. 04.07.', 'Fri 04/07'), t('Alles aktuell', 'All up to date'), 'ok'],
          [t('Fr. 27.06.', 'Fri 27/06'), t('1 Update installiert', '1 update installed'), 'ok'],
          [t('Fr. 20.06.', 'Fri 20/06'), t('Alles aktuell', 'All up to date'), 'ok'],
          [t('Fr. 13.06.', 'Fri 13/06'), t('Alles aktuell', 'All up to date'), 'ok'],
        ]
          .map(([date, result, kind], row) => {
            const y = 136 + row * 66
            return (
              statusIcon(780, y + 18, kind as 'ok') +
              text(802, y + 16, date!, { size: 14, weight: 600 }) +
              text(802, y + 38, result!, { size: 13, fill: C.muted }) +
              (row < 4 ? line(766, y + 54, 1160, y + 54, '#edf0f5') : '')
            )
          })
          .join('') +
        text(
          262,
          540,
          t('Nächste Prüfung: Freitag, 18. Juli, 18:30', 'Next scan: Friday 18 July, 6:30 pm'),
          { size: 15, weight: 700, fill: C.blue },
        ) +
        button(1054, 516, context.ui('save'), { primary: true, width: 130 }),
    }
  },
}

const macDeclutter: Scene = {
  kind: 'desktop',
  alts: [
    ['Reste deinstallierter Programme', 'leftovers of uninstalled programs'],
    ['Große und alte Dateien nach Größe sortiert', 'large and old files sorted by size'],
    ['Anmeldeobjekte, die den Start bremsen', 'login items that slow down start-up'],
  ],
  view: (context) => {
    const { t, locale } = context
    const nav = sidebar(
      0,
      0,
      220,
      660,
      [
        { label: t('Reste', 'Leftovers'), detail: gigabytes(locale, 4.8) },
        { label: t('Große Dateien', 'Large files'), detail: gigabytes(locale, 31) },
        { label: t('Anmeldeobjekte', 'Login items'), detail: '9' },
        { label: t('Alte Backups', 'Old backups'), detail: gigabytes(locale, 22) },
      ],
      context.index - 1,
      { heading: t('Aufräumen', 'Clean up') },
    )
    const toolbar = [t('Erneut prüfen', 'Scan again')]
    const footer = (label: string, action: string) =>
      rect(220, 592, 996, 68, C.white) +
      line(220, 592, 1216, 592, C.line) +
      text(252, 632, label, { size: 15, weight: 700 }) +
      button(1034, 608, action, { primary: true, width: 160 })
    if (context.index === 1) {
      const leftovers: [string, string, string, number][] = [
        [
          'Videokonverter 3',
          'Video Converter 3',
          t('Deinstalliert vor 8 Monaten', 'Uninstalled 8 months ago'),
          2.1,
        ],
        [
          'FotoSync Helper',
          'PhotoSync Helper',
          t('Deinstalliert vor 1 Jahr', 'Uninstalled 1 year ago'),
          1.2,
        ],
        [
          'Spiele-Launcher',
          'Game Launcher',
          t('Deinstalliert vor 3 Monaten', 'Uninstalled 3 months ago'),
          0.9,
        ],
        [
          'Testversion Office X',
          'Office X trial',
          t('Deinstalliert vor 2 Jahren', 'Uninstalled 2 years ago'),
          0.4,
        ],
        [
          'Druckertreiber LP-100',
          'Printer driver LP-100',
          t('Gerät nicht mehr verbunden', 'Device no longer connected'),
          0.2,
        ],
      ]
      return {
        toolbar,
        body:
          nav +
          rect(220, 0, 996, 660, C.white) +
          text(252, 52, t('Reste deinstallierter Programme', 'Leftovers of uninstalled programs'), {
            size: 24,
            weight: 700,
          }) +
          text(
            252,
            80,
            t(
              'Einstellungen, Caches und Hilfsprogramme, die beim Löschen liegen blieben',
              'Settings, caches and helpers that were left behind',
            ),
            { size: 14, fill: C.muted },
          ) +
          leftovers
            .map(([de, en, detail, size], row) => {
              const y = 104 + row * 92
              return (
                line(252, y + 84, 1184, y + 84, '#edf0f5') +
                checkbox(260, y + 32, row < 4, '') +
                rect(
                  300,
                  y + 14,
                  56,
                  56,
                  ['#c2185b', '#0891b2', '#6d28d9', C.blue, '#64748b'][row]!,
                  { rx: 14, opacity: 0.35 },
                ) +
                path(
                  `M${316},${y + 36}H${340}M${316},${y + 48}H${334}`,
                  'none',
                  'stroke="#fff" stroke-width="4" stroke-linecap="round"',
                ) +
                text(376, y + 38, t(de, en), { size: 16, weight: 700 }) +
                text(376, y + 62, `${detail} · ~/Library/Application Support`, {
                  size: 13,
                  fill: C.muted,
                }) +
                text(1160, y + 50, gigabytes(locale, size), {
                  size: 15,
                  weight: 700,
                  anchor: 'end',
                })
              )
            })
            .join('') +
          footer(
            t(`Ausgewählt: ${gigabytes(locale, 4.6)}`, `Selected: ${gigabytes(locale, 4.6)}`),
            t('In den Papierkorb', 'Move to Bin'),
          ),
      }
    }
    if (context.index === 2) {
      const files: [string, string, string, number, string][] = [
        [
          'macOS-Installationsprogramm.dmg',
          'macOS installer.dmg',
          t('Downloads · zuletzt geöffnet 2023', 'Downloads · last opened 2023'),
          13.4,
          '#64748b',
        ],
        [
          'Hochzeitsvideo_roh.mov',
          'Wedding video_raw.mov',
          t('Filme · zuletzt geöffnet 2022', 'Movies · last opened 2022'),
          8.9,
          C.blue,
        ],
        [
          'iPhone-Backup 2021',
          'iPhone backup 2021',
          t('Mobile Sync · 4 Jahre alt', 'Mobile Sync · 4 years old'),
          5.2,
          '#0891b2',
        ],
        [
          'Bildschirmaufnahmen.zip',
          'Screen recordings.zip',
          t('Schreibtisch · 14 Monate alt', 'Desktop · 14 months old'),
          2.3,
          C.orange,
        ],
        [
          'Steuer-Scans 2019',
          'Tax scans 2019',
          t('Dokumente · 5 Jahre alt', 'Documents · 5 years old'),
          1.1,
          '#0f766e',
        ],
      ]
      return {
        toolbar,
        body:
          nav +
          rect(220, 0, 996, 660, C.white) +
          text(252, 52, t('Große Dateien', 'Large files'), { size: 24, weight: 700 }) +
          segmented(860, 30, [t('Größe', 'Size'), t('Alter', 'Age'), t('Art', 'Kind')], 0) +
          files
            .map(([de, en, detail, size, color], row) => {
              const y = 84 + row * 98
              return (
                rect(252, y, 932, 86, row === 0 ? C.blueLight : '#fafbfd', { rx: 10 }) +
                checkbox(268, y + 34, row === 0 || row === 2, '') +
                tile(306, y + 16, 54, color) +
                text(376, y + 36, t(de, en), { size: 16, weight: 700 }) +
                text(376, y + 60, detail, { size: 13, fill: C.muted }) +
                rect(860, y + 38, 200, 10, '#e3e8f1', { rx: 5 }) +
                rect(860, y + 38, (size / 13.4) * 200, 10, color, { rx: 5 }) +
                text(1164, y + 48, gigabytes(locale, size), {
                  size: 15,
                  weight: 700,
                  anchor: 'end',
                })
              )
            })
            .join('') +
          footer(
            t(`Ausgewählt: ${gigabytes(locale, 18.6)}`, `Selected: ${gigabytes(locale, 18.6)}`),
            t('In den Papierkorb', 'Move to Bin'),
          ),
      }
    }
    const items: [string, string, string, boolean, string][] = [
      ['Cloud-Speicher', 'Cloud storage', t('Hoch', 'High'), true, '#0891b2'],
      ['Spiele-Launcher', 'Game launcher', t('Hoch', 'High'), false, '#6d28d9'],
      ['Videochat', 'Video chat', t('Mittel', 'Medium'), false, C.blue],
      [
        t('Passwort-Tresor', 'Password Vault'),
        t('Passwort-Tresor', 'Password Vault'),
        t('Gering', 'Low'),
        true,
        '#334155',
      ],
      ['Drucker-Assistent', 'Printer assistant', t('Mittel', 'Medium'), false, '#64748b'],
      ['Musik-Player', 'Music player', t('Gering', 'Low'), false, '#c2185b'],
    ]
    return {
      toolbar,
      body:
        nav +
        rect(220, 0, 996, 660, C.white) +
        text(252, 52, t('Anmeldeobjekte', 'Login items'), { size: 24, weight: 700 }) +
        text(
          252,
          80,
          t(
            'Diese Programme starten mit Ihrem Mac. Ausgeschaltet startet er etwa 18 Sekunden schneller.',
            'These programs start with your Mac. Switched off, it starts about 18 seconds faster.',
          ),
          { size: 14, fill: C.muted },
        ) +
        items
          .map(([de, en, impact, on, color], row) => {
            const y = 104 + row * 80
            const high = impact === t('Hoch', 'High')
            return (
              line(252, y + 72, 1184, y + 72, '#edf0f5') +
              tile(260, y + 14, 44, color) +
              text(322, y + 34, t(de, en), { size: 16, weight: 700 }) +
              text(322, y + 56, t('Startet bei der Anmeldung', 'Opens at login'), {
                size: 13,
                fill: C.muted,
              }) +
              pill(860, y + 24, `${t('Einfluss', 'Impact')}: ${impact}`, {
                fill: high ? C.orangeLight : '#f1f3f7',
                color: high ? '#b2401b' : C.muted,
              }) +
              toggle(1134, y + 26, on)
            )
          })
          .join('') +
        footer(t('2 von 6 aktiv', '2 of 6 on'), context.ui('done')),
    }
  },
}

const flashlight: Scene = {
  kind: 'mobile',
  alts: [
    [
      'Licht an mit einem Tipp, mit Helligkeitsregler',
      'the light on with one tap, with a brightness slider',
    ],
    ['SOS-Signal als Morsezeichen', 'the SOS signal in Morse code'],
    ['Sanftes Nachtlicht mit Timer', 'a gentle night light with a timer'],
  ],
  view: (context) => {
    const { t } = context
    const dark = '#101521'
    const tabs = tabBar(
      [
        ['bulb', t('Licht', 'Light')],
        ['flag', 'SOS'],
        ['clock', t('Nachtlicht', 'Night light')],
        ['gear', context.ui('settings')],
      ],
      context.index - 1,
      '#e8552b',
    )
    if (context.index === 1) {
      return (
        `<defs><radialGradient id="${context.id}glow"><stop offset="0" stop-color="#ffe7a8" stop-opacity="0.9"/><stop offset="1" stop-color="#ffe7a8" stop-opacity="0"/></radialGradient></defs>` +
        rect(0, 0, PHONE_WIDTH, 566, dark) +
        circle(163, 240, 160, `url(#${context.id}glow)`) +
        circle(163, 240, 86, '#fff6dc') +
        circle(163, 240, 70, '#ffb52e') +
        path('M163,206V238', 'none', 'stroke="#fff" stroke-width="8" stroke-linecap="round"') +
        path(
          'M141,218A32,32 0 1 0 185,218',
          'none',
          'stroke="#fff" stroke-width="8" stroke-linecap="round"',
        ) +
        text(163, 372, t('Licht ist an', 'Light is on'), {
          size: 22,
          weight: 800,
          fill: C.white,
          anchor: 'middle',
        }) +
        text(163, 398, t('Tippen zum Ausschalten', 'Tap to switch off'), {
          size: 13,
          fill: '#aab2c0',
          anchor: 'middle',
        }) +
        text(24, 452, t('Helligkeit', 'Brightness'), { size: 13, fill: '#aab2c0' }) +
        text(302, 452, context.locale === 'de' ? '80 %' : '80%', {
          size: 13,
          fill: C.white,
          anchor: 'end',
        }) +
        rect(24, 466, 278, 8, '#2a3142', { rx: 4 }) +
        rect(24, 466, 222, 8, '#ffb52e', { rx: 4 }) +
        circle(246, 470, 12, C.white) +
        rect(24, 500, 278, 44, '#1b2232', { rx: 12 }) +
        text(40, 527, t('Auch mit Sperrbildschirm-Kachel', 'Also from the lock screen tile'), {
          size: 13,
          fill: '#cbd2df',
        }) +
        tabs
      )
    }
    if (context.index === 2) {
      const morse = [1, 1, 1, 0, 3, 3, 3, 0, 1, 1, 1]
      let x = 37
      let signal = ''
      morse.forEach((unit) => {
        if (unit === 0) {
          x += 18
          return
        }
        const width = unit === 1 ? 12 : 30
        signal += rect(x, 330, width, 12, '#ffb52e', { rx: 6 })
        x += width + 6
      })
      return (
        rect(0, 0, PHONE_WIDTH, 566, dark) +
        text(20, 40, t('SOS-Signal', 'SOS signal'), { size: 22, weight: 800, fill: C.white }) +
        circle(163, 200, 96, '#3b1d12') +
        circle(163, 200, 80, '#e8552b') +
        text(163, 218, 'SOS', { size: 48, weight: 800, fill: C.white, anchor: 'middle' }) +
        signal +
        text(
          163,
          376,
          t('··· ––– ··· blinkt, bis Sie stoppen', '··· ––– ··· flashes until you stop'),
          { size: 13, fill: '#aab2c0', anchor: 'middle' },
        ) +
        text(24, 430, t('Auch mit Bildschirm blinken', 'Flash the screen too'), {
          size: 15,
          fill: C.white,
        }) +
        toggle(262, 414, true) +
        text(24, 478, t('Ton abspielen', 'Play sound'), { size: 15, fill: C.white }) +
        toggle(262, 462, false) +
        rect(24, 500, 278, 46, '#e8552b', { rx: 23 }) +
        text(163, 529, t('Signal stoppen', 'Stop signal'), {
          size: 15,
          weight: 700,
          fill: C.white,
          anchor: 'middle',
        }) +
        tabs
      )
    }
    return (
      `<defs><linearGradient id="${context.id}warm" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffcf8a"/><stop offset="1" stop-color="#ff9f5a"/></linearGradient></defs>` +
      rect(0, 0, PHONE_WIDTH, 566, `url(#${context.id}warm)`) +
      text(20, 40, t('Nachtlicht', 'Night light'), { size: 22, weight: 800, fill: '#5a2a0c' }) +
      circle(163, 190, 70, '#fff1d6', 'opacity="0.8"') +
      path('M186,150A52,52 0 1 0 200,226A44,44 0 1 1 186,150Z', '#ffb060') +
      card(16, 296, 294, 244, C.white) +
      text(36, 330, t('Farbe', 'Colour'), { size: 13, weight: 600, fill: C.muted }) +
      rect(36, 342, 254, 10, '#fde3c0', { rx: 5 }) +
      rect(36, 342, 254, 10, '#ff9f5a', { rx: 5, opacity: 0.7 }) +
      circle(220, 347, 11, C.white, 'stroke="#ff9f5a" stroke-width="3"') +
      text(36, 390, t('Helligkeit', 'Brightness'), { size: 13, weight: 600, fill: C.muted }) +
      rect(36, 402, 254, 10, '#eef1f6', { rx: 5 }) +
      rect(36, 402, 70, 10, '#ff9f5a', { rx: 5 }) +
      circle(106, 407, 11, C.white, 'stroke="#ff9f5a" stroke-width="3"') +
      text(36, 450, t('Ausschalten nach', 'Switch off after'), {
        size: 13,
        weight: 600,
        fill: C.muted,
      }) +
      segmented(36, 462, [t('15 Min.', '15 min'), t('30 Min.', '30 min'), t('1 Std.', '1 hr')], 1) +
      text(36, 520, t('Endet um 23:14', 'Ends at 11:14 pm'), { size: 13, fill: C.muted }) +
      tabs
    )
  },
}

export const UTILITY_SCENES: Record<string, Scene> = {
  'backup-master': backupMaster,
  'disk-cleaner': diskCleaner,
  'driver-doctor': driverDoctor,
  'mac-declutter': macDeclutter,
  'torch-plus': flashlight,
}
