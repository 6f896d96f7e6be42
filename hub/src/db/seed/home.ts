import type { HomeContent, Localized } from '../catalog-schema'
import { PRESS_LOGO_SIZE, PRESS_OUTLETS, pressLogoFile } from './artwork'

// Product-category id → the programs shown as its top programs, best first.
const TOP_PROGRAMS: HomeContent['topPrograms'] = [
  { categoryId: 11, productIds: [1, 181, 174] },
  { categoryId: 12, productIds: [2, 120, 183] },
  { categoryId: 13, productIds: [7, 143, 169] },
  { categoryId: 14, productIds: [38, 160, 171] },
  { categoryId: 15, productIds: [67, 176, 166] },
  { categoryId: 16, productIds: [3, 162, 175] },
  { categoryId: 17, productIds: [163, 12, 173] },
  { categoryId: 18, productIds: [43, 150, 88] },
]

const PRESS_LOGOS: HomeContent['pressLogos'] = PRESS_OUTLETS.map((name, index) => ({
  file: pressLogoFile(index + 1),
  name,
  ...PRESS_LOGO_SIZE,
}))

// The home countdown counts down to the end of a running promotion (./promotions.ts),
// never to a date of its own.

export const SEED_HOME: Localized<HomeContent> = {
  de: {
    bestsellerOfTheMonth: 1,
    topPrograms: TOP_PROGRAMS,
    pressLogos: PRESS_LOGOS,
    newsletterBanner: {
      headline: 'Bis zu 70 % sparen mit unserem Newsletter',
      text: 'Melden Sie sich an und erhalten Sie einen persönlichen Gutschein über 25 % für Ihre nächste Bestellung.',
      buttonText: 'Jetzt anmelden',
    },
  },
  en: {
    bestsellerOfTheMonth: 1,
    topPrograms: TOP_PROGRAMS,
    pressLogos: PRESS_LOGOS,
    newsletterBanner: {
      headline: 'Save up to 70% with our newsletter',
      text: 'Sign up and get a personal 25% voucher for your next order.',
      buttonText: 'Sign up now',
    },
  },
}

/** Promo banners of the download page, per product. */
export const SEED_PROMO_BANNERS: {
  productId: number
  headline: Localized<string>
  description: Localized<string>
}[] = [
  {
    productId: 1,
    headline: { de: 'Jetzt 25 % sparen', en: 'Save 25% now' },
    description: {
      de: 'Foto-Studio Pro ist für kurze Zeit zum Aktionspreis erhältlich.',
      en: 'Photo Studio Pro is available at an offer price for a short time.',
    },
  },
  {
    productId: 7,
    headline: { de: 'Rundum geschützt', en: 'Protected all round' },
    description: {
      de: 'Mit dem Virenwächter im Jahresabo sind Sie immer auf dem neuesten Stand.',
      en: 'With the yearly Virus Guard subscription you are always up to date.',
    },
  },
  {
    productId: 38,
    headline: { de: 'Ihr eigenes Tonstudio', en: 'Your own recording studio' },
    description: {
      de: 'Die Musikwerkstatt jetzt 30 Tage kostenlos testen.',
      en: 'Try Music Workshop free for 30 days.',
    },
  },
  {
    productId: 43,
    headline: { de: 'Nie wieder nass werden', en: 'Never get caught in the rain' },
    description: {
      de: 'Der Wetterfrosch warnt Sie rechtzeitig vor Regen und Sturm.',
      en: 'Weather Frog warns you about rain and storms in good time.',
    },
  },
  {
    productId: 53,
    headline: { de: 'Kostenlos fit bleiben', en: 'Stay fit for free' },
    description: {
      de: 'Der Schrittzähler ist und bleibt kostenlos.',
      en: 'Step Counter is free and always will be.',
    },
  },
  {
    productId: 143,
    headline: { de: 'Ein Passwort für alles', en: 'One password for everything' },
    description: {
      de: 'Der Passwort-Tresor merkt sich alle anderen für Sie.',
      en: 'Password Vault remembers all the others for you.',
    },
  },
]

/** The spring promotion's products, free for one day, in display order. */
export const SPECIAL_PROMO_PRODUCT_IDS = [43, 53, 38, 143] as const
