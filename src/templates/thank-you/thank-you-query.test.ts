import { describe, expect, it } from 'vitest'

import { confirmsTrial, questionnaireCompletedHref, readThankYouQuery, showsQuestionnaire, thankYouDescription } from './thank-you-query'

const read = (search: string) => readThankYouQuery(new URLSearchParams(search))

describe('readThankYouQuery', () => {
  it('reads the parameters of the thank-you route', () => {
    expect(read('lang=es&type=sample&request_sample=true&sample_link=%2Fstorage%2Fa.csv&questionnaire=completed')).toEqual({
      lang: 'es',
      type: 'sample',
      requestSample: true,
      sampleLink: '/storage/a.csv',
      questionnaireCompleted: true,
      confirmTrial: null,
    })
  })
  it('reads a trial confirmation link only with confirm_trial=1, a uid and a token, on the trial page', () => {
    expect(read('confirm_trial=1&uid=MTI&token=s3cret').confirmTrial).toEqual({ uid: 'MTI', token: 's3cret' })
    expect(read('confirm_trial=0&uid=MTI&token=s3cret').confirmTrial).toBeNull()
    expect(read('confirm_trial=1&uid=MTI').confirmTrial).toBeNull()
    expect(read('confirm_trial=1&uid=%20&token=s3cret').confirmTrial).toBeNull()
    expect(confirmsTrial('thank_you_trial', read('confirm_trial=1&uid=MTI&token=s3cret'))).toBe(true)
    expect(confirmsTrial('thank_you', read('confirm_trial=1&uid=MTI&token=s3cret'))).toBe(false)
    expect(confirmsTrial('thank_you_trial', read(''))).toBe(false)
  })
  it('shows the sample block only when request_sample equals true', () => {
    expect(read('request_sample=true').requestSample).toBe(true)
    expect(read('request_sample=1').requestSample).toBe(false)
    expect(read('request_sample=false').requestSample).toBe(false)
    expect(read('').requestSample).toBe(false)
  })
  it('treats blank values as missing and other questionnaire values as not completed', () => {
    expect(read('sample_link=%20&type=').sampleLink).toBeNull()
    expect(read('type=').type).toBeNull()
    expect(read('questionnaire=done').questionnaireCompleted).toBe(false)
  })
})

describe('questionnaire and description', () => {
  it('shows the questionnaire on the plain thank-you page until it is completed, never on the trial page', () => {
    expect(showsQuestionnaire('thank_you', { questionnaireCompleted: false, type: 'book' })).toBe(true)
    expect(showsQuestionnaire('thank_you', { questionnaireCompleted: true, type: 'book' })).toBe(false)
    expect(showsQuestionnaire('thank_you_trial', { questionnaireCompleted: false, type: null })).toBe(false)
    expect(showsQuestionnaire(null, { questionnaireCompleted: false, type: null })).toBe(false)
    // A job applicant is not asked to prepare a demo.
    expect(showsQuestionnaire('thank_you', { questionnaireCompleted: false, type: 'apply' })).toBe(false)
  })
  it('uses the alternate description while the questionnaire shows, the normal one otherwise', () => {
    const page = { description: 'Normal', alternate_description: 'Alternate' }
    expect(thankYouDescription(page, true)).toBe('Alternate')
    expect(thankYouDescription(page, false)).toBe('Normal')
  })
  it('falls back to the normal description when the alternate one is empty', () => {
    expect(thankYouDescription({ description: 'Normal', alternate_description: ' ' }, true)).toBe('Normal')
    expect(thankYouDescription({ description: 'Normal', alternate_description: null }, true)).toBe('Normal')
    expect(thankYouDescription({ description: null }, false)).toBeNull()
  })
  it('marks the questionnaire completed and keeps the other parameters', () => {
    expect(questionnaireCompletedHref('/thank-you', '?type=book&request_sample=true&sample_link=%2Fa.csv')).toBe(
      '/thank-you?type=book&request_sample=true&sample_link=%2Fa.csv&questionnaire=completed',
    )
    expect(questionnaireCompletedHref('/es/thank-you', '')).toBe('/es/thank-you?questionnaire=completed')
    expect(questionnaireCompletedHref('/thank-you', 'questionnaire=pending')).toBe('/thank-you?questionnaire=completed')
  })
})
