import { describe, expect, it } from 'vitest'
import { splitGross, vatRateFor, vatTreatment } from '@schaufenster/pricing'

describe('vatTreatment (decision 0023)', () => {
  it('charges German VAT to a German business: a domestic sale is never reverse charge', () => {
    expect(vatTreatment({ country: 'DE', vatId: 'DE123456789' })).toEqual({
      kind: 'domestic',
      ratePercent: 19,
      reverseCharge: false,
    })
    expect(vatTreatment({ country: 'DE' }).ratePercent).toBe(19)
  })

  it('makes an Austrian business with an ATU id reverse charge: rate 0, net = gross', () => {
    const treatment = vatTreatment({ country: 'AT', vatId: 'ATU12345678' })
    expect(treatment).toEqual({ kind: 'reverse-charge', ratePercent: 0, reverseCharge: true })
    expect(splitGross(2999, treatment.ratePercent)).toEqual({
      grossMinor: 2999,
      netMinor: 2999,
      taxMinor: 0,
    })
  })

  it('charges an Austrian consumer the Austrian rate', () => {
    expect(vatTreatment({ country: 'AT' })).toEqual({
      kind: 'eu-consumer',
      ratePercent: 20,
      reverseCharge: false,
    })
    expect(vatTreatment({ country: 'AT', vatId: null }).ratePercent).toBe(vatRateFor('AT'))
  })

  it('is no reverse charge with an id of another state or a malformed one', () => {
    expect(vatTreatment({ country: 'AT', vatId: 'DE123456789' }).kind).toBe('eu-consumer')
    expect(vatTreatment({ country: 'AT', vatId: 'ATU1234' }).ratePercent).toBe(20)
    expect(vatTreatment({ country: 'FR', vatId: '' }).ratePercent).toBe(20)
  })

  it('knows Greece by its EL ids', () => {
    expect(vatTreatment({ country: 'GR', vatId: 'EL123456789' }).reverseCharge).toBe(true)
    expect(vatTreatment({ country: 'GR' }).ratePercent).toBe(24)
  })

  it('charges no VAT outside the EU (Switzerland), with or without a tax number', () => {
    expect(vatTreatment({ country: 'CH' })).toEqual({
      kind: 'outside-eu',
      ratePercent: 0,
      reverseCharge: false,
    })
    expect(vatTreatment({ country: 'CH', vatId: 'CHE-123.456.789' }).reverseCharge).toBe(false)
  })
})
