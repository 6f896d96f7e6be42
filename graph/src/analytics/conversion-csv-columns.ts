/** The columns of GET /analytics/conversions.csv, in order (its header row). */
export const CSV_COLUMNS = [
  'order_id',
  'placed_at',
  'currency',
  'page_type',
  'click_id',
  'coupon',
  'customer_status',
  'items',
  'amount',
  'discount',
  'item_details',
] as const
