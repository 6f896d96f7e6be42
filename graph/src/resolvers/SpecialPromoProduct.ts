import type { SpecialPromoProductResolvers } from '../__generated__/resolvers-types'
import { downloadUrl } from '../urls'

export const SpecialPromoProduct: SpecialPromoProductResolvers = {
  id: (promo) => String(promo.id),
  file: (promo) => downloadUrl(promo.file),
}
