import { sql, type SQL } from 'drizzle-orm'
import type { HubDb } from './database'

// `npm run seed:large`: a generated catalog and two years of orders, so that the bench's
// scenarios run at scale. Everything is set-based (INSERT … SELECT over generate_series),
// runs in one transaction per part, and is marked so that it can be found and removed:
// products by their id range, customers by their e-mail domain, orders by the prefix of
// their transaction id. A second run adds nothing.

export const LARGE_SEED = {
  products: 10_000,
  orders: 1_000_000,
  customers: 250_000,
  /** Generated products are 200001 … 299999; seed products are far below, the support plan far above. */
  firstProductId: 200_001,
  lastPossibleProductId: 299_999,
  emailDomain: 'seed-large.invalid',
  transactionPrefix: 'seed-large-',
  /** Orders spread evenly over this many days before today (UTC). */
  days: 730,
} as const

export interface LargeSeedOptions {
  products?: number
  orders?: number
  customers?: number
  /** Progress lines for the person running it. */
  log?: (message: string) => void
}

export interface LargeSeedStatus {
  products: number
  orders: number
  orderItems: number
}

const firstId = LARGE_SEED.firstProductId

// Spec §9 in SQL on gross minor units, the figures of graph/src/pricing's netOfGross and
// taxOfGross (tests/integration/hub/seed-large-tax.test.ts compares them):
// tax₃ = round₃(gross × rate / (100 + rate)), net = round₂(gross − tax₃), tax = gross − net.
// numeric rounds half away from zero like the module; the rate is cast so that no double
// precision arithmetic (which rounds half to even) takes part.
const netOfGross = (gross: SQL, rate: SQL) =>
  sql`round((${gross} * 10 - round(${gross} * 10 * ${rate}::numeric / (100 + ${rate}::numeric))) / 10.0)::int`
const taxOfGross = (gross: SQL, rate: SQL) => sql`(${gross} - ${netOfGross(gross, rate)})`
const lastId = (count: number) => firstId + count - 1
const transactionLike = `${LARGE_SEED.transactionPrefix}%`
const emailLike = `%@${LARGE_SEED.emailDomain}`

async function countOf(db: HubDb, query: ReturnType<typeof sql>): Promise<number> {
  // node-postgres answers a QueryResult, PGlite a result with rows: both have `rows`.
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] }
  return Number(result.rows[0]?.n ?? 0)
}

export async function largeSeedStatus(db: HubDb): Promise<LargeSeedStatus> {
  const [products, orders, orderItems] = await Promise.all([
    countOf(
      db,
      sql`select count(*) as n from products where id between ${firstId} and ${LARGE_SEED.lastPossibleProductId}`,
    ),
    countOf(db, sql`select count(*) as n from orders where transaction_id like ${transactionLike}`),
    countOf(
      db,
      sql`select count(*) as n from order_items i join orders o on o.id = i.order_id where o.transaction_id like ${transactionLike}`,
    ),
  ])
  return { products, orders, orderItems }
}

async function seedProducts(db: HubDb, count: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into products (id, slug_de, slug_en, name_de, name_en, platform, release_date,
        short_description_de, short_description_en, description_de, description_en, download_count)
      select ${firstId} - 1 + g,
        'generiert-' || lpad(g::text, 5, '0'),
        'generated-' || lpad(g::text, 5, '0'),
        'Generiertes Programm ' || g,
        'Generated Program ' || g,
        (array['windows', 'mac', 'android', 'ios'])[1 + g % 4],
        date '2020-01-01' + (g * 7) % 2190,
        'Ein generiertes Programm für Lasttests.',
        'A generated program for load tests.',
        'Dieses Programm wurde für Lasttests erzeugt und steht nicht zum Verkauf.',
        'This program was generated for load tests and is not for sale.',
        (g * 7919) % 100000
      from generate_series(1, ${count}) as g
      on conflict (id) do nothing`)
    // EUR, USD, GBP, CHF; every seventh product is on offer for a month, a crossed-out
    // former price until then.
    await tx.execute(sql`
      insert into product_prices (product_id, currency, amount, strike_amount, offer_ends_at)
      select ${firstId} - 1 + g, c.currency,
        ((499 + (g * 37) % 100 * 100) * c.factor)::int,
        case when g % 7 = 0 then ((599 + (g * 37) % 100 * 100) * c.factor)::int end,
        case when g % 7 = 0 then now() + interval '30 days' end
      from generate_series(1, ${count}) as g
      cross join (values ('EUR', 1.0), ('USD', 1.1), ('GBP', 0.87), ('CHF', 0.95)) as c(currency, factor)
      on conflict do nothing`)
    // The primary platform; every fifth Windows program runs on the Mac too.
    await tx.execute(sql`
      insert into product_platforms (product_id, platform)
      select p.id, p.platform from products p where p.id between ${firstId} and ${lastId(count)}
      union all
      select p.id, 'mac' from products p
      where p.id between ${firstId} and ${lastId(count)} and p.platform = 'windows' and p.id % 5 = 0
      on conflict do nothing`)
    await tx.execute(sql`
      insert into product_categories (product_id, category_id, position)
      select ${firstId} - 1 + g, cats.ids[1 + g % array_length(cats.ids, 1)], 0
      from generate_series(1, ${count}) as g,
        (select array_agg(id order by position) as ids from categories where kind = 'product') as cats
      on conflict do nothing`)
    await tx.execute(sql`
      insert into product_images (file, product_id, role, position, width, height, alt)
      select 'product-' || p.id || '-icon.svg', p.id, 'icon', 0, 256, 256,
        jsonb_build_object('de', 'Programmsymbol von ' || p.name_de, 'en', 'Program icon of ' || p.name_en)
      from products p where p.id between ${firstId} and ${lastId(count)}
      on conflict do nothing`)
  })
}

async function seedOrders(db: HubDb, orders: number, customers: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into customers (email, name, created_at)
      select 'kunde-' || c || '@' || ${LARGE_SEED.emailDomain}, 'Kunde ' || c,
        date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - make_interval(days => ${LARGE_SEED.days})
      from generate_series(1, ${customers}) as c
      on conflict (email) do nothing`)
    // The products an order can contain, numbered 0 … n-1, and each order's items: order g
    // has 1–3 items, item k is candidate (g·2654435761 + k·40503) mod n, so the same items
    // come out again when the order items are written below.
    await tx.execute(sql`
      create temporary table seed_large_candidates on commit drop as
      select (row_number() over (order by pp.product_id) - 1)::int as idx,
        pp.product_id, pp.amount, p.name_de
      from product_prices pp join products p on p.id = pp.product_id
      where pp.currency = 'EUR' and pp.amount > 0`)
    await tx.execute(sql`create unique index on seed_large_candidates (idx)`)
    await tx.execute(sql`
      create temporary table seed_large_items on commit drop as
      select g, k,
        ((g::bigint * 2654435761 + k * 40503) % (select count(*) from seed_large_candidates))::int as idx,
        case when (g + k) % 5 = 0 then 2 else 1 end as qty
      from generate_series(1, ${orders}) as g,
        generate_series(1, 1 + g % 3) as k`)
    // Each order g: placed at an even spread over the last two years (a little jitter), by a
    // random customer. Every tenth order uses FRUEHLING20 (20 %); every fifth buyer is
    // Austrian (20 % VAT), the others German (19 %).
    await tx.execute(sql`
      with gross as (
        select i.g, sum(c.amount * i.qty)::int as gross, sum(i.qty)::int as licences,
          sum(${netOfGross(sql`c.amount`, sql`(case when i.g % 5 = 0 then 20 else 19 end)`)} * i.qty)::int as net
        from seed_large_items i join seed_large_candidates c using (idx)
        group by i.g
      ),
      span as (
        select date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' as until,
          make_interval(days => ${LARGE_SEED.days}) as length
      ),
      gen as (
        select gross.g, gross.gross, gross.net, gross.licences,
          1 + floor(random() * ${customers})::int as c,
          span.until - span.length + span.length * ((gross.g - 1 + random()) / ${orders}) as placed_at,
          case when gross.g % 5 = 0 then 20 else 19 end as rate,
          case when gross.g % 10 = 0 then round(gross.gross * 0.2)::int end as discount
        from gross, span
      ),
      numbered as (
        select gen.*, row_number() over (partition by gen.c order by gen.placed_at, gen.g) - 1 as seq
        from gen
      )
      insert into orders (order_number, customer_id, sequence, email, name, country, locale,
        currency, tax_vat_percentage, total_gross, tax_amount, net_amount, item_count, coupon_code,
        coupon_discount, coupon_discount_net, payment_provider, transaction_id, access_token_hash, terms_accepted_at,
        withdrawal_waived_at, placed_at)
      select cu.id || '-' || t.seq, cu.id, t.seq, cu.email, cu.name,
        case when t.rate = 20 then 'AT' else 'DE' end, 'de', 'EUR', t.rate,
        t.gross - coalesce(t.discount, 0),
        ${taxOfGross(sql`(t.gross - coalesce(t.discount, 0))`, sql`t.rate`)}, t.net, t.licences,
        case when t.discount is not null then 'FRUEHLING20' end, t.discount,
        coalesce(${netOfGross(sql`t.discount`, sql`t.rate`)}, 0),
        'test', ${LARGE_SEED.transactionPrefix} || t.g, md5('seed-large-' || t.g),
        t.placed_at, t.placed_at, t.placed_at
      from numbered t
      join customers cu on cu.email = 'kunde-' || t.c || '@' || ${LARGE_SEED.emailDomain}`)
    await tx.execute(sql`
      insert into order_items (order_id, position, product_id, name, qty, unit_price_gross,
        unit_tax, offer_price_gross, offer_product, modifications)
      select o.id, i.k - 1, c.product_id, c.name_de, i.qty, c.amount,
        ${taxOfGross(sql`c.amount`, sql`o.tax_vat_percentage`)},
        null, false, '[]'::jsonb
      from orders o
      join seed_large_items i on i.g = split_part(o.transaction_id, '-', 3)::int
      join seed_large_candidates c using (idx)
      where o.transaction_id like ${transactionLike}`)
  })
}

/** Adds what is missing of the large data set; answers the status afterwards. */
export async function seedLarge(
  db: HubDb,
  options: LargeSeedOptions = {},
): Promise<LargeSeedStatus> {
  const products = options.products ?? LARGE_SEED.products
  const orders = options.orders ?? LARGE_SEED.orders
  const customers = options.customers ?? LARGE_SEED.customers
  const log = options.log ?? (() => {})
  const before = await largeSeedStatus(db)
  if (before.products < products) {
    log(`adding ${products - before.products} generated products …`)
    const started = Date.now()
    await seedProducts(db, products)
    log(`products done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  if (before.orders === 0 && orders > 0) {
    log(`adding ${orders} orders over ${LARGE_SEED.days} days …`)
    const started = Date.now()
    await seedOrders(db, orders, customers)
    log(`orders done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    await db.execute(sql`analyze customers`)
    await db.execute(sql`analyze orders`)
    await db.execute(sql`analyze order_items`)
  } else if (before.orders > 0) {
    log(`${before.orders} generated orders exist already; none added`)
  }
  return largeSeedStatus(db)
}

/** Removes every generated order, customer and product. */
export async function removeLarge(db: HubDb): Promise<LargeSeedStatus> {
  const before = await largeSeedStatus(db)
  await db.transaction(async (tx) => {
    // Order items and licences go with their orders (on delete cascade).
    await tx.execute(sql`delete from orders where transaction_id like ${transactionLike}`)
    await tx.execute(sql`
      delete from customers c where c.email like ${emailLike}
        and not exists (select 1 from orders o where o.customer_id = c.id)`)
    // Prices, platforms, categories, images go with their products (on delete cascade).
    await tx.execute(
      sql`delete from products where id between ${firstId} and ${LARGE_SEED.lastPossibleProductId}`,
    )
  })
  return before
}
