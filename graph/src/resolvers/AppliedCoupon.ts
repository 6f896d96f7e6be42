import type { AppliedCouponResolvers } from '../__generated__/resolvers-types'
import { money } from '../money'

export const AppliedCoupon: AppliedCouponResolvers = {
  code: (coupon) => coupon.code,
  resultingDiscountGross: (coupon) => money(coupon.resultingDiscount, coupon.currency),
}
