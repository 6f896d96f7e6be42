import type { FastifyPluginAsync } from 'fastify'

// Placeholder until the cart API lands: the gateway already wires up against this shape.
export const cartRoutes: FastifyPluginAsync = async (app) => {
  app.get('/cart', async () => ({
    cart: {
      token: null,
      items: [],
      currency: 'EUR',
      vat: { percentageValue: 19 },
    },
  }))
}
