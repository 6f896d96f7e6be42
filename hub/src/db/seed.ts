import { sql } from 'drizzle-orm'
import type { HubDb } from './database'
import { productPrices, products, type Currency, type Platform } from './schema'

interface SeedProduct {
  id: number
  slugDe: string
  slugEn: string
  nameDe: string
  nameEn: string
  platform: Platform
  // Minor units, in the order EUR, USD, GBP, CHF.
  prices: readonly [number, number, number, number]
}

// The catalog of "Lindenhof Software", a fictional publisher. Ids are stable on purpose:
// links, tests and later features refer to products such as 38, 43, 53 and 143 by number.
export const SEED_PRODUCTS: readonly SeedProduct[] = [
  {
    id: 1,
    slugDe: 'foto-studio-pro',
    slugEn: 'photo-studio-pro',
    nameDe: 'Foto-Studio Pro',
    nameEn: 'Photo Studio Pro',
    platform: 'windows',
    prices: [2999, 3299, 2699, 3199],
  },
  {
    id: 2,
    slugDe: 'buero-suite',
    slugEn: 'office-suite',
    nameDe: 'Bürosuite 2025',
    nameEn: 'Office Suite 2025',
    platform: 'windows',
    prices: [7999, 8999, 6999, 8499],
  },
  {
    id: 3,
    slugDe: 'steuerfuchs',
    slugEn: 'tax-fox',
    nameDe: 'Steuerfuchs Plus',
    nameEn: 'Tax Fox Plus',
    platform: 'windows',
    prices: [3499, 3799, 2999, 3699],
  },
  {
    id: 7,
    slugDe: 'virenwaechter',
    slugEn: 'virus-guard',
    nameDe: 'Virenwächter',
    nameEn: 'Virus Guard',
    platform: 'windows',
    prices: [1999, 2199, 1799, 2099],
  },
  {
    id: 12,
    slugDe: 'sicherungsmeister',
    slugEn: 'backup-master',
    nameDe: 'Sicherungsmeister',
    nameEn: 'Backup Master',
    platform: 'mac',
    prices: [2499, 2799, 2199, 2699],
  },
  {
    id: 21,
    slugDe: 'schnellnotiz',
    slugEn: 'quick-notes',
    nameDe: 'Schnellnotiz',
    nameEn: 'Quick Notes',
    platform: 'mac',
    prices: [999, 1099, 899, 1099],
  },
  {
    id: 38,
    slugDe: 'musikwerkstatt',
    slugEn: 'music-workshop',
    nameDe: 'Musikwerkstatt',
    nameEn: 'Music Workshop',
    platform: 'mac',
    prices: [4999, 5499, 4499, 5299],
  },
  {
    id: 43,
    slugDe: 'wetterfrosch',
    slugEn: 'weather-frog',
    nameDe: 'Wetterfrosch – Das Wetter für Draußen',
    nameEn: 'Weather Frog – Forecasts for the Outdoors',
    platform: 'android',
    prices: [299, 349, 279, 329],
  },
  {
    id: 53,
    slugDe: 'schrittzaehler',
    slugEn: 'step-counter',
    nameDe: 'Schrittzähler',
    nameEn: 'Step Counter',
    platform: 'android',
    prices: [0, 0, 0, 0],
  },
  {
    id: 61,
    slugDe: 'pixel-pilot',
    slugEn: 'pixel-pilot',
    nameDe: 'Pixel-Pilot',
    nameEn: 'Pixel Pilot',
    platform: 'android',
    prices: [499, 549, 449, 529],
  },
  {
    id: 67,
    slugDe: 'vokabeltrainer-franzoesisch',
    slugEn: 'french-vocabulary-trainer',
    nameDe: 'Vokabeltrainer Französisch',
    nameEn: 'French Vocabulary Trainer',
    platform: 'ios',
    prices: [799, 899, 699, 849],
  },
  {
    id: 88,
    slugDe: 'grossmutters-kochbuch',
    slugEn: 'grandmas-cookbook',
    nameDe: 'Großmutters Kochbuch',
    nameEn: "Grandma's Cookbook",
    platform: 'ios',
    prices: [599, 649, 549, 629],
  },
  {
    id: 101,
    slugDe: 'sternenkarte',
    slugEn: 'star-map',
    nameDe: 'Sternenkarte',
    nameEn: 'Star Map',
    platform: 'ios',
    prices: [399, 449, 349, 429],
  },
  {
    id: 120,
    slugDe: 'pdf-werkzeugkasten',
    slugEn: 'pdf-toolbox',
    nameDe: 'PDF-Werkzeugkasten',
    nameEn: 'PDF Toolbox',
    platform: 'mac',
    prices: [3999, 4399, 3499, 4299],
  },
  {
    id: 143,
    slugDe: 'passwort-tresor',
    slugEn: 'password-vault',
    nameDe: 'Passwort-Tresor',
    nameEn: 'Password Vault',
    platform: 'ios',
    prices: [1499, 1699, 1299, 1599],
  },
  {
    id: 150,
    slugDe: 'schachmeister',
    slugEn: 'chess-master',
    nameDe: 'Schachmeister für Einsteiger',
    nameEn: 'Chess Master for Beginners',
    platform: 'windows',
    prices: [1299, 1399, 1099, 1399],
  },
]

const PRICE_ORDER: readonly Currency[] = ['EUR', 'USD', 'GBP', 'CHF']

// Runs on every start: upserting by primary key keeps existing rows unique and brings
// them in line with this file when names or prices change.
export async function seedDatabase(db: HubDb): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(products)
      .values(SEED_PRODUCTS.map(({ prices: _prices, ...product }) => product))
      .onConflictDoUpdate({
        target: products.id,
        set: {
          slugDe: sql`excluded.slug_de`,
          slugEn: sql`excluded.slug_en`,
          nameDe: sql`excluded.name_de`,
          nameEn: sql`excluded.name_en`,
          platform: sql`excluded.platform`,
        },
      })
    await tx
      .insert(productPrices)
      .values(
        SEED_PRODUCTS.flatMap((product) =>
          PRICE_ORDER.map((currency, index) => ({
            productId: product.id,
            currency,
            amount: product.prices[index] ?? 0,
          })),
        ),
      )
      .onConflictDoUpdate({
        target: [productPrices.productId, productPrices.currency],
        set: { amount: sql`excluded.amount` },
      })
  })
}
