import type { CompanyDetails } from '@schaufenster/config'
import type { HubDb } from '../db/hub-db'
import { iconFile, renderArtwork } from '../db/seed/artwork'
import { PRESS_CONTACT } from '../db/seed/press-office'
import type { Locale, PressKitDto, PressReleaseDto } from './dto'
import {
  COMPANY_KIT_PROGRAMS,
  companyKitPlan,
  kitTitle,
  productKitPlan,
  type KitPlan,
} from './kit-contents'
import { kitFingerprint } from './kit-store'
import {
  COMPANY_KIT_NAMES,
  companySheet,
  findRelease,
  kitLink,
  kitProducts,
  kitProductBySlug,
  listReleases,
  productSheet,
  type KitProduct,
} from './repository'

// The press feature's rules (issue 24, point 4): which programs have a kit (those whose
// artwork the hub draws: a kit without its pictures would be no kit), in which order the kits
// are listed, and what a kit's download name stands for.

export interface KitDownload {
  plan: KitPlan
  /** Names the archive's bytes: the cache key and the ETag. */
  fingerprint: string
}

const hasArtwork = (product: KitProduct) => renderArtwork(iconFile(product.id)) !== null

export class PressService {
  constructor(
    private readonly db: HubDb,
    private readonly company: CompanyDetails,
  ) {}

  releases(locale: Locale): Promise<PressReleaseDto[]> {
    return listReleases(this.db, locale)
  }

  release(slug: string, locale: Locale): Promise<PressReleaseDto | null> {
    return findRelease(this.db, slug, locale)
  }

  /** The company's kit first, then one per program, by name in the language of the list. */
  async kits(locale: Locale): Promise<PressKitDto[]> {
    const collator = new Intl.Collator(locale === 'de' ? 'de-DE' : 'en-GB')
    const programs = (await kitProducts(this.db))
      .filter(hasArtwork)
      .sort((a, b) => collator.compare(a.names[locale], b.names[locale]) || a.id - b.id)
    return [
      {
        ...kitLink(locale, null),
        names: { ...COMPANY_KIT_NAMES },
        title: kitTitle(null)[locale],
        productId: null,
      },
      ...programs.map((program) => ({
        ...kitLink(locale, { slugDe: program.slugs.de, slugEn: program.slugs.en }),
        names: { ...program.slugs },
        title: kitTitle(program.names)[locale],
        productId: program.id,
      })),
    ]
  }

  /** The kit a download name (`company`, `unternehmen` or a program's slug) stands for. */
  async kit(name: string): Promise<KitDownload | null> {
    const plan =
      name === COMPANY_KIT_NAMES.de || name === COMPANY_KIT_NAMES.en
        ? await this.companyPlan()
        : await this.productPlan(name)
    return plan ? { plan, fingerprint: kitFingerprint(plan) } : null
  }

  private get context() {
    return { contact: PRESS_CONTACT, company: this.company }
  }

  private async productPlan(slug: string): Promise<KitPlan | null> {
    const product = await kitProductBySlug(this.db, slug)
    if (!product || !hasArtwork(product)) return null
    const sheet = await productSheet(this.db, product.id)
    return sheet ? productKitPlan(sheet, this.context) : null
  }

  private async companyPlan(): Promise<KitPlan> {
    const [sheet, products] = await Promise.all([companySheet(this.db), kitProducts(this.db)])
    const programs = COMPANY_KIT_PROGRAMS.flatMap((id) => {
      const program = products.find((candidate) => candidate.id === id)
      return program && hasArtwork(program) ? [program] : []
    })
    return companyKitPlan(sheet, programs, this.context)
  }
}
