import { describe, expect, it } from 'vitest'
import { pagePolicy } from '../../../../web/src/config/security-headers'
import { AFFILIATE_NETWORK_ORIGINS, thirdPartiesOf } from '../../../../web/src/config/third-parties'

const parties = thirdPartiesOf({
  TAG_MANAGER_ID: 'GTM-SCHAUF1',
  TAG_MANAGER_ORIGIN: 'https://www.googletagmanager.com',
  AFFILIATE_SCRIPT_URL: 'https://www.mczbf.com/tags/1234567/tag.js',
})
const NONCE = 'bm9uY2Utb2YtdGhlLWFuc3dlcg=='
// docs.cj.com, "Universal Tag implementation": the CSP allowlist (`.cj.com`: its subdomains).
const DOCUMENTED = [
  'https://mczbf.com',
  'https://sjwoe.com',
  'https://cj.dotomi.com',
  'https://emjcd.com',
  'https://idsync.rlcdn.com',
  'https://*.cj.com',
]

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `))
  return found ? found.split(' ').slice(1) : []
}

describe("the affiliate network's hosts in the CSP", () => {
  it('are the documented hosts, from the third-party registry', () => {
    expect(AFFILIATE_NETWORK_ORIGINS).toEqual(DOCUMENTED)
    const affiliate = parties.find((party) => party.id === 'affiliate-tracker')
    expect(affiliate?.beaconOrigins).toEqual(DOCUMENTED)
  })

  it('are allowed for pixels, requests and frames with marketing consent, exactly', () => {
    for (const granted of [
      { statistics: false, marketing: true },
      { statistics: true, marketing: true },
    ]) {
      const policy = pagePolicy(parties, granted, NONCE)
      expect(directive(policy, 'connect-src')).toEqual(["'self'", ...DOCUMENTED])
      expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', ...DOCUMENTED])
      expect(directive(policy, 'frame-src')).toEqual(["'self'", ...DOCUMENTED])
      // Scripts still only from the tag's exact URL, beside the nonce (issue 18.12).
      expect(
        directive(policy, 'script-src').filter((source) => source.startsWith('https:')),
      ).toEqual(
        granted.statistics
          ? ['https://www.googletagmanager.com/gtm.js', 'https://www.mczbf.com/tags/1234567/tag.js']
          : ['https://www.mczbf.com/tags/1234567/tag.js'],
      )
    }
  })

  it('are absent before consent, after declining and with statistics consent only', () => {
    for (const granted of [
      null,
      { statistics: false, marketing: false },
      { statistics: true, marketing: false },
    ]) {
      const policy = pagePolicy(parties, granted, NONCE)
      for (const host of ['mczbf', 'sjwoe', 'dotomi', 'emjcd', 'rlcdn', 'cj.com'])
        expect(policy, JSON.stringify(granted)).not.toContain(host)
      expect(directive(policy, 'frame-src')).toEqual(["'self'"])
    }
  })
})
