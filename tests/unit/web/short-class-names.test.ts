import { describe, expect, it } from 'vitest'
import { applyShortClassNames, shortLocalIdent } from '../../../web/src/build/short-class-names'

const at = (file: string) => ({ rootContext: '/repo/web', resourcePath: `/repo/web/${file}` })

describe('short CSS module class names (production builds)', () => {
  it('name a class by its file and name: stable, short, a valid identifier', () => {
    const name = shortLocalIdent(
      at('src/components/ProductPage/ProductPage.module.css'),
      '',
      'hero',
    )
    expect(name).toMatch(/^c[A-Za-z0-9_-]{6}$/)
    expect(
      shortLocalIdent(at('src/components/ProductPage/ProductPage.module.css'), '', 'hero'),
    ).toBe(name)
    expect(
      shortLocalIdent(at('src/components/ProductPage/ProductPage.module.css'), '', 'icon'),
    ).not.toBe(name)
    expect(shortLocalIdent(at('src/components/Gallery/Gallery.module.css'), '', 'hero')).not.toBe(
      name,
    )
  })

  it('tell the classes of the storefront apart', () => {
    const names = new Set<string>()
    for (let file = 0; file < 200; file += 1) {
      for (let name = 0; name < 30; name += 1) {
        names.add(
          shortLocalIdent(at(`src/components/C${file}/C${file}.module.css`), '', `k${name}`),
        )
      }
    }
    expect(names.size).toBe(200 * 30)
  })

  it('replace the naming of every css-loader with modules, however deep its rule', () => {
    const next = () => 'Next_name__hash'
    const modules = {
      options: { modules: { getLocalIdent: next } },
      loader: '/x/css-loader/cjs.js',
    }
    const global = { options: { modules: false }, loader: '/x/css-loader/cjs.js' }
    const rules = [{ oneOf: [{ use: [{ loader: 'postcss-loader' }, modules] }, { use: [global] }] }]
    expect(applyShortClassNames(rules)).toBe(1)
    expect(modules.options.modules.getLocalIdent).toBe(shortLocalIdent)
    expect(applyShortClassNames([{ test: /\.js$/ }])).toBe(0)
  })
})
