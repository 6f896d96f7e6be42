import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FICTIONAL_COMPANY } from '@schaufenster/config'
import { COMPANY_BOILERPLATE, PRESS_CONTACT } from '../../../hub/src/db/seed/press-office'
import { bootHub, databaseTargets, type BootedHub } from '../hub/harness'
import { pdfText } from '../orders/pdf-text'
import { zipFiles } from './read-zip'

// Issue 24, point 4: a press kit is a real zip file made from the seed's artwork and the
// database's facts when it is asked for: logos as SVG and PNG, screenshots in print size in
// both languages, a fact sheet PDF per language, the boilerplate, a read-me. A kit asked for
// again comes from memory with its length, and a client holding it gets a 304.

const KIT_TIMEOUT = 180_000

const PRODUCT_ENTRIES = [
  'LIESMICH.txt',
  'README.txt',
  'ueber-schaufenster-software.txt',
  'about-schaufenster-software.txt',
  'logos/foto-studio-pro-programmsymbol.svg',
  'logos/foto-studio-pro-programmsymbol-512.png',
  'logos/foto-studio-pro-programmsymbol-1024.png',
  'logos/schaufenster-software-logo.svg',
  'logos/schaufenster-software-logo-960x240.png',
  'logos/schaufenster-software-logo-1920x480.png',
  'datenblatt-foto-studio-pro.pdf',
  'fact-sheet-photo-studio-pro.pdf',
  'screenshots/de/foto-studio-pro-1.png',
  'screenshots/de/foto-studio-pro-2.png',
  'screenshots/de/foto-studio-pro-3.png',
  'screenshots/en/photo-studio-pro-1.png',
  'screenshots/en/photo-studio-pro-2.png',
  'screenshots/en/photo-studio-pro-3.png',
]

const COMPANY_ENTRIES = [
  'LIESMICH.txt',
  'README.txt',
  'ueber-schaufenster-software.txt',
  'about-schaufenster-software.txt',
  'logos/schaufenster-software-logo.svg',
  'logos/schaufenster-software-logo-960x240.png',
  'logos/schaufenster-software-logo-1920x480.png',
  'unternehmensprofil.pdf',
  'company-profile.pdf',
  'screenshots/de/foto-studio-pro-1.png',
  'screenshots/de/musikwerkstatt-1.png',
  'screenshots/de/passwort-tresor-1.png',
  'screenshots/en/photo-studio-pro-1.png',
  'screenshots/en/music-workshop-1.png',
  'screenshots/en/password-vault-1.png',
]

/** Text with the no-break spaces Intl puts into amounts made plain spaces, lines joined. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ')

async function pngSize(data: Buffer) {
  const { format, width, height, density } = await sharp(data).metadata()
  return { format, width, height, density }
}

describe.each(databaseTargets())('press kits on $name', (target) => {
  let hub: BootedHub
  let productKit: Buffer
  let productEtag: string

  beforeAll(async () => {
    hub = await bootHub(target)
  })

  afterAll(async () => {
    await hub?.stop()
  })

  it(
    'zips a program kit on request, with the entries the read-me lists',
    async () => {
      const response = await hub.app.inject({ url: '/v1/press-kits/foto-studio-pro.zip' })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('application/zip')
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="foto-studio-pro.zip"',
      )
      expect(response.headers['cache-control']).toBe('public, max-age=3600')
      productEtag = String(response.headers['etag'])
      expect(productEtag).toMatch(/^"[A-Za-z0-9_-]{32}"$/)
      productKit = response.rawPayload
      const files = zipFiles(productKit)
      expect([...files.keys()]).toEqual(PRODUCT_ENTRIES)
      const readme = files.get('LIESMICH.txt')!.toString('utf8')
      const english = files.get('README.txt')!.toString('utf8')
      for (const name of PRODUCT_ENTRIES.slice(2)) {
        expect(readme).toContain(`- ${name}: `)
        expect(english).toContain(`- ${name}: `)
      }
      expect(readme).toContain('Pressemappe Foto-Studio Pro')
      expect(readme).toContain(PRESS_CONTACT.email)
      expect(english).toContain('Photo Studio Pro press kit')
      expect(files.get('ueber-schaufenster-software.txt')!.toString('utf8')).toContain(
        COMPANY_BOILERPLATE.de,
      )
      expect(files.get('about-schaufenster-software.txt')!.toString('utf8')).toContain(
        COMPANY_BOILERPLATE.en,
      )
      for (const name of PRODUCT_ENTRIES.filter((entry) => entry.endsWith('.svg'))) {
        expect(files.get(name)!.toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org/)
      }
    },
    KIT_TIMEOUT,
  )

  it('draws icons, logos and screenshots as PNG in their sizes, marked 300 dpi', async () => {
    const files = zipFiles(productKit)
    const sizes: Record<string, [number, number]> = {
      'logos/foto-studio-pro-programmsymbol-512.png': [512, 512],
      'logos/foto-studio-pro-programmsymbol-1024.png': [1024, 1024],
      'logos/schaufenster-software-logo-960x240.png': [960, 240],
      'logos/schaufenster-software-logo-1920x480.png': [1920, 480],
      'screenshots/de/foto-studio-pro-1.png': [2560, 1600],
      'screenshots/en/photo-studio-pro-3.png': [2560, 1600],
    }
    for (const [name, [width, height]] of Object.entries(sizes)) {
      expect(await pngSize(files.get(name)!), name).toEqual({
        format: 'png',
        width,
        height,
        density: 300,
      })
    }
    // Each language's screenshot shows its own interface: different pictures.
    expect(
      files
        .get('screenshots/de/foto-studio-pro-1.png')!
        .equals(files.get('screenshots/en/photo-studio-pro-1.png')!),
    ).toBe(false)
    // The pictures are drawn, not empty: a 2560 × 1600 screenshot has real detail.
    const { entropy } = await sharp(files.get('screenshots/de/foto-studio-pro-2.png')!).stats()
    expect(entropy).toBeGreaterThan(2)
  })

  it('writes a fact sheet per language with the facts of the catalog and the press contact', async () => {
    const files = zipFiles(productKit)
    const german = plain(await pdfText(files.get('datenblatt-foto-studio-pro.pdf')!))
    for (const fact of [
      'Datenblatt',
      'Foto-Studio Pro',
      'Fotos bearbeiten wie ein Profi – mit wenigen Klicks zum perfekten Bild.',
      'Aktuelle Version 5.4.0 vom 14.10.2026',
      'Erstes Erscheinen 12.03.2025',
      'Plattformen Windows, macOS',
      // The regular price: a sheet outlives a running offer (29,99 € until its end).
      'Preis 39,99 € inkl. MwSt.',
      'Deutsch, Englisch, Französisch',
      'Systemvoraussetzungen',
      'Windows 11, Windows 10 (64 Bit)',
      'macOS 13 Ventura oder neuer',
      'Automatische Bildoptimierung:',
      'Neu in Version 5.4.0',
      'Pressekontakt',
      PRESS_CONTACT.name,
      PRESS_CONTACT.role.de,
      PRESS_CONTACT.email,
      FICTIONAL_COMPANY.name,
    ]) {
      expect(german).toContain(fact)
    }
    const english = plain(await pdfText(files.get('fact-sheet-photo-studio-pro.pdf')!))
    for (const fact of [
      'Fact sheet',
      'Photo Studio Pro',
      'Current version 5.4.0 of 14 October 2026',
      'Price €39.99 incl. VAT',
      'German, English, French',
      'System requirements',
      'Windows 11, Windows 10 (64-bit)',
      'Press contact',
      PRESS_CONTACT.role.en,
    ]) {
      expect(english).toContain(fact)
    }
  })

  it(
    'answers the same kit by its English name, from memory, with its length; 304 when unchanged',
    async () => {
      const again = await hub.app.inject({ url: '/v1/press-kits/photo-studio-pro.zip' })
      expect(again.statusCode).toBe(200)
      expect(again.headers['content-disposition']).toBe(
        'attachment; filename="photo-studio-pro.zip"',
      )
      expect(again.headers['etag']).toBe(productEtag)
      expect(again.headers['content-length']).toBe(String(productKit.length))
      expect(again.rawPayload.equals(productKit)).toBe(true)
      const head = await hub.app.inject({
        method: 'HEAD',
        url: '/v1/press-kits/foto-studio-pro.zip',
      })
      expect(head.statusCode).toBe(200)
      expect(head.headers['content-length']).toBe(String(productKit.length))
      expect(head.rawPayload.length).toBe(0)
      const unchanged = await hub.app.inject({
        url: '/v1/press-kits/foto-studio-pro.zip',
        headers: { 'if-none-match': productEtag },
      })
      expect(unchanged.statusCode).toBe(304)
      expect(unchanged.rawPayload.length).toBe(0)
    },
    KIT_TIMEOUT,
  )

  it(
    'zips the company kit with its profile in both languages, under either name',
    async () => {
      const response = await hub.app.inject({ url: '/v1/press-kits/unternehmen.zip' })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-disposition']).toBe('attachment; filename="unternehmen.zip"')
      const files = zipFiles(response.rawPayload)
      expect([...files.keys()]).toEqual(COMPANY_ENTRIES)
      const german = plain(await pdfText(files.get('unternehmensprofil.pdf')!))
      for (const fact of [
        'Unternehmensprofil',
        '1994 in Leipzig',
        '18 Millionen',
        'Programme in bis zu 16 Sprachen',
        FICTIONAL_COMPANY.managingDirectors.join(', '),
        `${FICTIONAL_COMPANY.registerCourt}, ${FICTIONAL_COMPANY.registerNumber}`,
        'Aktuelle Pressemitteilungen',
        'Foto-Studio Pro 5.4 holt saubere Bilder aus hohen ISO-Werten',
        PRESS_CONTACT.name,
        FICTIONAL_COMPANY.email,
      ]) {
        expect(german).toContain(fact)
      }
      const english = plain(await pdfText(files.get('company-profile.pdf')!))
      expect(english).toContain('Company profile')
      expect(english).toContain('18 million')
      const company = await hub.app.inject({ url: '/v1/press-kits/company.zip' })
      expect(company.headers['content-disposition']).toBe('attachment; filename="company.zip"')
      expect(company.rawPayload.equals(response.rawPayload)).toBe(true)
    },
    KIT_TIMEOUT,
  )
})
