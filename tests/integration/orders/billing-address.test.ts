import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { taxOfGross } from '@schaufenster/pricing'
import { customerBillingAddresses } from '../../../hub/src/db/schema-billing'
import { orders } from '../../../hub/src/db/schema-orders'
import {
  accountClient,
  bootAccountsHub,
  linkToken,
  PASSWORD,
  uniqueEmail,
  type AccountsHub,
} from '../accounts/helpers'
import { TestSmtpServer } from '../forms/smtp'
import { databaseTargets } from '../hub/harness'

// Issue 23, point 2: the checkout's billing address is stored with the order, the VAT follows
// it on the server (reverse charge for an EU business outside Germany), a malformed VAT id is
// a localized field error, and a logged-in customer keeps the address in the account.

const GERMAN = { country: 'DE', street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin' }
const AUSTRIAN = { country: 'AT', street: 'Ringstraße 5', postalCode: '1010', city: 'Wien' }

describe.each(databaseTargets())('billing address and VAT on $name', (target) => {
  const smtp = new TestSmtpServer()
  let hub: AccountsHub
  let client: ReturnType<typeof accountClient>

  beforeAll(async () => {
    await smtp.start()
    hub = await bootAccountsHub(target, smtp)
    client = accountClient(hub)
  })

  afterAll(async () => {
    await hub?.stop()
    await smtp.stop()
  })

  /** A cart with one licence of product 2, its token, and its gross total as shown. */
  async function cart(country = 'DE') {
    const response = await hub.app.inject({
      method: 'PATCH',
      url: '/cart',
      payload: { items: [{ productId: 2, qty: 1 }], country },
    })
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json().cart as { token: string; items: { displayAmount: number }[] }
    return { token: body.token, gross: body.items[0]!.displayAmount }
  }

  async function placeOrder(
    customer: Record<string, unknown>,
    options: { session?: string; locale?: 'de' | 'en'; cartCountry?: string; extra?: object } = {},
  ) {
    const { token, gross } = await cart(options.cartCountry)
    const response = await hub.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: {
        'idempotency-key': `billing-${Date.now()}-${Math.random()}`,
        ...(options.session ? { 'x-customer-session': options.session } : {}),
      },
      payload: {
        cartToken: token,
        locale: options.locale ?? 'de',
        customer: {
          name: 'Erika Mustermann',
          acceptTerms: true,
          waiveWithdrawal: true,
          cardNumber: '4242 4242 4242 4242',
          ...customer,
        },
        ...options.extra,
      },
    })
    return { response, gross }
  }

  async function orderOf(email: string) {
    const [row] = await hub.database.db.select().from(orders).where(eq(orders.email, email))
    return row
  }

  async function loggedIn(name: string) {
    const email = uniqueEmail(name)
    const registered = await client.call('POST', '/v1/accounts', {
      body: { email, name: 'Konto Inhaber', password: PASSWORD },
    })
    expect(registered.statusCode, registered.body).toBe(202)
    const token = await linkToken(smtp, email, '/konto/bestaetigen')
    const confirmed = await client.call('POST', '/v1/accounts/confirmations', { body: { token } })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const { session, customer } = confirmed.json() as {
      session: { token: string }
      customer: { id: number }
    }
    return { email, session: session.token, customerId: customer.id }
  }

  it('stores the billing address with the order and charges German VAT to a German business', async () => {
    const email = uniqueEmail('Firma.DE')
    const { response, gross } = await placeOrder({
      email,
      ...GERMAN,
      company: 'Muster GmbH',
      vatId: 'DE 123 456 789',
    })
    expect(response.statusCode, response.body).toBe(201)
    const order = await orderOf(email)
    expect(order).toMatchObject({
      name: 'Erika Mustermann',
      company: 'Muster GmbH',
      billingStreet: 'Musterstraße 1',
      billingPostalCode: '10115',
      billingCity: 'Berlin',
      country: 'DE',
      vatId: 'DE123456789',
      reverseCharge: false,
      taxVatPercentage: 19,
      totalGross: gross,
      taxAmount: taxOfGross(gross, 19),
    })
  })

  it('makes an Austrian business with an ATU id reverse charge, whatever the client claims', async () => {
    const email = uniqueEmail('Firma.AT')
    // The cart was shown for Germany, and the client sends its own tax figures: the hub
    // decides from the cart and the billing data only.
    const { response, gross } = await placeOrder(
      {
        email,
        ...AUSTRIAN,
        company: 'Muster GmbH',
        vatId: 'atu 1234 5678',
        taxVatPercentage: 20,
        taxAmount: 1,
        totalGross: 1,
        reverseCharge: false,
      },
      { cartCountry: 'DE', extra: { totalGross: 1, taxAmount: 0, reverseCharge: false } },
    )
    expect(response.statusCode, response.body).toBe(201)
    const order = await orderOf(email)
    expect(order).toMatchObject({
      country: 'AT',
      vatId: 'ATU12345678',
      reverseCharge: true,
      taxVatPercentage: 0,
      taxAmount: 0,
      totalGross: gross,
      netAmount: gross,
      billingCity: 'Wien',
    })
    expect(response.json().order).toMatchObject({
      reverseCharge: true,
      billing: { country: 'AT', vatId: 'ATU12345678', postalCode: '1010', city: 'Wien' },
      price: { taxVatPercentage: 0, tax: 0, price: gross },
    })
  })

  it('charges an Austrian consumer the Austrian rate', async () => {
    const email = uniqueEmail('Privat.AT')
    const { response, gross } = await placeOrder({ email, ...AUSTRIAN })
    expect(response.statusCode, response.body).toBe(201)
    expect(await orderOf(email)).toMatchObject({
      reverseCharge: false,
      vatId: null,
      taxVatPercentage: 20,
      taxAmount: taxOfGross(gross, 20),
    })
  })

  it('refuses a malformed VAT id and postal code with localized field errors, not a 500', async () => {
    const email = uniqueEmail('Falsch')
    const de = await placeOrder({
      email,
      ...AUSTRIAN,
      postalCode: '10115',
      company: 'Muster GmbH',
      vatId: 'DE123456789',
    })
    expect(de.response.statusCode, de.response.body).toBe(400)
    expect(de.response.json().error.fields).toEqual({
      postalCode: 'Postleitzahl ist keine Postleitzahl des gewählten Landes',
      vatId: 'USt-IdNr. ist keine USt-IdNr. des gewählten Landes (zum Beispiel ATU12345678)',
    })
    const en = await placeOrder(
      { email, ...AUSTRIAN, vatId: 'ATU123', street: '' },
      { locale: 'en' },
    )
    expect(en.response.statusCode, en.response.body).toBe(400)
    expect(en.response.json().error.fields).toEqual({
      street: 'The street and number field is required',
      vatId: 'The VAT ID field is not a VAT ID of the selected country (for example ATU12345678)',
      company: 'The company field is required',
    })
    expect(await orderOf(email)).toBeUndefined()
  })

  it("keeps a customer's billing address in the account, for the owner only", async () => {
    const anna = await loggedIn('Anna')
    const ben = await loggedIn('Ben')
    const path = '/v1/accounts/me/billing-address'

    expect((await client.call('GET', path)).statusCode).toBe(401)
    expect((await client.call('PUT', path, { body: GERMAN })).statusCode).toBe(401)
    expect((await client.call('GET', path, { session: anna.session })).json()).toEqual({
      billingAddress: null,
    })

    const refused = await client.call('PUT', path, {
      session: anna.session,
      locale: 'en',
      body: { ...GERMAN, name: 'Anna', postalCode: '1234' },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.fields).toEqual({
      postalCode: 'The postal code field is not a postal code of the selected country',
    })

    const address = {
      ...AUSTRIAN,
      name: 'Anna Beispiel',
      company: 'Beispiel KG',
      vatId: 'ATU12345678',
    }
    const saved = await client.call('PUT', path, { session: anna.session, body: address })
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await client.call('GET', path, { session: anna.session })).json()).toEqual({
      billingAddress: address,
    })
    // Ben has his own (none): no route names another customer.
    expect((await client.call('GET', path, { session: ben.session })).json()).toEqual({
      billingAddress: null,
    })
    const rows = await hub.database.db
      .select()
      .from(customerBillingAddresses)
      .where(eq(customerBillingAddresses.customerId, ben.customerId))
    expect(rows).toEqual([])
  })

  it('keeps the address of an order when a logged-in buyer asks for it; a guest keeps none', async () => {
    const carla = await loggedIn('Carla')
    const { response } = await placeOrder(
      { email: carla.email, ...GERMAN, name: 'Carla Kundin', saveBillingAddress: true },
      { session: carla.session },
    )
    expect(response.statusCode, response.body).toBe(201)
    const kept = await client.call('GET', '/v1/accounts/me/billing-address', {
      session: carla.session,
    })
    expect(kept.json().billingAddress).toEqual({
      ...GERMAN,
      name: 'Carla Kundin',
      company: null,
      vatId: null,
    })

    const dora = await loggedIn('Dora')
    const unsaved = await placeOrder(
      { email: dora.email, ...GERMAN, saveBillingAddress: false },
      { session: dora.session },
    )
    expect(unsaved.response.statusCode, unsaved.response.body).toBe(201)
    const guest = await placeOrder({
      email: uniqueEmail('Gast'),
      ...GERMAN,
      saveBillingAddress: true,
    })
    expect(guest.response.statusCode, guest.response.body).toBe(201)
    const rows = await hub.database.db.select().from(customerBillingAddresses)
    expect(rows.map((row) => row.name).sort()).toEqual(['Anna Beispiel', 'Carla Kundin'])
  })
})
