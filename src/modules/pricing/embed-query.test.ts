import { describe, expect, it } from 'vitest'

import { mapCountry, parseEmbedSettings, splitCountryList } from './embed-query'

const parse = (query: string) => parseEmbedSettings(new URLSearchParams(query))

describe('parseEmbedSettings', () => {
  it('reads every public_* parameter', () => {
    const settings = parse(
      'public_country=DE&public_title=Our+plans&public_has_frequency_switcher=false&public_video=https://www.youtube.com/watch?v=abc&public_cta_type=Demo&public_cta_text=Talk&public_cta_link=https://partner.example/buy&public_presentation_id=12&public_included_block=Every-Plan&public_included_block_type=grid',
    )
    expect(settings).toEqual({
      country: 'de',
      title: 'Our plans',
      hasFrequencySwitcher: false,
      video: 'https://www.youtube.com/watch?v=abc',
      ctaType: 'demo',
      ctaText: 'Talk',
      ctaLink: 'https://partner.example/buy',
      presentationId: '12',
      includedBlock: 'every-plan',
      includedBlockType: 'grid',
    })
  })
  it('falls back to safe defaults and drops what it cannot use', () => {
    const settings = parse(
      'public_country=Germany&public_video=javascript:alert(1)&public_cta_type=popup&public_cta_link=http://insecure.example&public_presentation_id=../x&public_included_block_type=table',
    )
    expect(settings).toMatchObject({
      country: null,
      video: null,
      ctaType: null,
      ctaLink: null,
      presentationId: null,
      includedBlockType: 'list',
      hasFrequencySwitcher: true,
      title: null,
    })
  })
  it('takes "true" for the promo video and refuses video hosts the page may not frame', () => {
    expect(parse('public_video=true').video).toBe(true)
    expect(parse('public_video=https://evil.example/video').video).toBeNull()
    expect(parse('public_video=0').video).toBeNull()
  })
  it('cuts an over-long title', () => {
    expect(parse(`public_title=${'x'.repeat(500)}`).title).toHaveLength(200)
  })
})

describe('country map', () => {
  const map = { default_map_to: 'gb', rows: [{ countries: 'de, AT;ch', map_to: 'eu' }] }
  it('splits country lists written with commas, semicolons or spaces', () => {
    expect(splitCountryList('de, AT;ch  fr, xyz')).toEqual(['de', 'at', 'ch', 'fr'])
  })
  it('maps a listed country to its market and says it was mapped properly', () => {
    expect(mapCountry(map, 'AT')).toEqual({ map_properly: true, map_to: 'eu' })
  })
  it('sends other countries to the default market', () => {
    expect(mapCountry(map, 'us')).toEqual({ map_properly: false, map_to: 'gb' })
  })
})
