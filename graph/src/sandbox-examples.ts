// The example operations the GraphiQL sandbox opens with, one tab each (graph/sandbox/main.tsx).
// They are documents against schema.graphql: a unit test validates every one of them, so a
// schema change that breaks an example fails the tests, not a developer's first click.

/** One tab of the sandbox: a document and, as GraphiQL keeps them, JSON text for the editors. */
export interface SandboxExample {
  title: string
  query: string
  variables: string
  headers: string
}

const json = (value: unknown) => JSON.stringify(value, null, 2)

const productPage = `# A product page: the product by its slug
# (German or English), its prices in every currency.
query ProductPage($slug: String!, $locale: Locale!) {
  product(slug: $slug, locale: $locale) {
    id
    name
    slug
    slugs {
      de
      en
    }
    platform
    shortDescription
    priceGross(currency: EUR) {
      amountMinor
      currency
    }
    pricesGross {
      amountMinor
      currency
    }
    ratingAverage
    reviewCount
  }
}
`

const addToCart = `# A cart lives in a signed token: addToCart answers
# cart.token. Without the header X-ABS-CartToken it
# starts a new cart; with it, it changes that cart
# (the Cart tab reads it).
mutation AddToCart($productId: ID!, $quantity: Int!) {
  addToCart(productId: $productId, quantity: $quantity, locale: en, currency: EUR) {
    __typename
    ... on CartUpdated {
      cart {
        token
        itemCount
        totalGross {
          amountMinor
          currency
        }
      }
    }
    ... on ValidationErrors {
      fieldErrors {
        field
        message
        code
      }
    }
  }
}
`

const cart = `# The cart of the token in the header X-ABS-CartToken
# (Headers below): paste the cart.token that
# addToCart answered.
query Cart {
  cart(locale: en) {
    itemCount
    currency
    items {
      productId
      name
      quantity
    }
    subtotalGross {
      amountMinor
      currency
    }
    totalGross {
      amountMinor
      currency
    }
  }
}
`

const analyst = `# Analysts only: put your analyst key into Headers
# (Authorization: Bearer …). Figures per day and
# currency; currencies are never added up.
query ConversionsPerDay($from: String!, $to: String!) {
  conversionStats(from: $from, to: $to, groupBy: DAY) {
    key
    currency
    orders
    items
    amount
    discount
  }
}
`

export const SANDBOX_EXAMPLES: readonly SandboxExample[] = [
  {
    title: 'Product page',
    query: productPage,
    variables: json({ slug: 'photo-studio-pro', locale: 'en' }),
    headers: '',
  },
  {
    title: 'Add to cart',
    query: addToCart,
    variables: json({ productId: '1', quantity: 1 }),
    headers: '',
  },
  {
    title: 'Cart',
    query: cart,
    variables: json({}),
    headers: json({ 'X-ABS-CartToken': '<cart.token from addToCart>' }),
  },
  {
    title: 'Analyst: conversions per day',
    query: analyst,
    variables: json({ from: '2026-01-01', to: '2026-12-31' }),
    headers: json({ Authorization: 'Bearer <your analyst key>' }),
  },
]
