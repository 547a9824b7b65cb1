/**
 * Fits the matcher's score: a logistic regression over the measures of match-model.ts, on
 * labelled rows drawn from the generated registry and the benchmark's noise model (other
 * companies than bench:enrichment's lists), and the probability each grade needs, chosen on
 * held-out rows. Writes src/modules/enrichment/matching/match-model.json and prints how well the
 * probabilities are calibrated.
 *   npm run fit:matching -- [--companies 1000000] [--rows 40000] [--dry-run]
 * Uses (and, the first time, generates) the SQLite registry bench:enrichment uses.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Measure } from '../src/modules/enrichment'
import { argument, runMain, withPayload } from './payload-cli'

const companies = Number(argument('companies', '1000000'))
const rowCount = Number(argument('rows', '40000'))
const directory = path.resolve('data', 'bench-registry')
fs.mkdirSync(directory, { recursive: true })
process.env.DATABASE_URL = `file:${path.join(directory, `registry-${companies}.db`)}`
process.env.SEED_DEMO_CONTENT = 'false'
process.env.PAYLOAD_SECRET ??= 'benchmark-secret-0123456789abcdef0123'

const MODEL_FILE = path.resolve('src/modules/enrichment/matching/match-model.json')
/** What each grade promises on held-out rows: A at least 99.9 % right (the product promises 99.7 %), B 99 %. */
const PRECISION = { A: 0.999, B: 0.99 } as const
/**
 * A C is for review: it is shown while at least one in this many such rows is right. Below that,
 * a reviewer would spend more time rejecting wrong suggestions than the right ones save.
 */
const C_RIGHT_SHARE = 0.1
/** Ridge penalty: the measures overlap (several name similarities), so their weights are kept small. */
const RIDGE = 1

/**
 * The side of zero each measure's weight must be on: agreement raises the probability (+1),
 * disagreement lowers it (-1), 0 leaves it free. A name found only through a guessed legal form or as a trade name
 * is weaker evidence than the name itself on real lists, whatever the generated lists say, so those
 * never raise it.
 */
const MEASURE_SIGNS = {
  // Free (0): a row without a name is judged on its identifiers, whatever that is worth.
  name_missing: 0,
  name_similarity: 1,
  name_exact: 1,
  jaro_winkler: 1,
  levenshtein: 1,
  token_set: 1,
  shared_rarity: 1,
  trigrams: 1,
  phonetic: 1,
  legal_form: 1,
  name_reading: -1,
  trade_name: -1,
  // Initials found only among the generated names that no other company shares say little on a
  // real list (the company may not be in the registry at all): never a reason to raise it.
  initials: -1,
  strong_identifier_exact: 1,
  strong_identifier_different: -1,
  website_exact: 1,
  website_different: -1,
  country_different: -1,
  country_hinted: 1,
  all_countries: -1,
  lead: 1,
  runner_up_name: -1,
} as const satisfies Record<Measure, 1 | 0 | -1>

/** A graded row: its best candidate's measures, the runner-up's judged the same way, the label and the rules' ceiling. */
type Example = { x: number[]; runnerUp: number[] | null; right: boolean; ceiling: 'A' | 'B' | 'C' }

function sigmoid(value: number): number {
  return 1 / (1 + Math.exp(-value))
}

/** Solves a·x = b (Gaussian elimination with partial pivoting); `a` is square. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length
  const m = a.map((row, index) => [...row, b[index]!])
  for (let column = 0; column < n; column++) {
    let pivot = column
    for (let row = column + 1; row < n; row++) if (Math.abs(m[row]![column]!) > Math.abs(m[pivot]![column]!)) pivot = row
    ;[m[column], m[pivot]] = [m[pivot]!, m[column]!]
    for (let row = column + 1; row < n; row++) {
      const factor = m[row]![column]! / m[column]![column]!
      for (let k = column; k <= n; k++) m[row]![k]! -= factor * m[column]![k]!
    }
  }
  const x = new Array<number>(n).fill(0)
  for (let row = n - 1; row >= 0; row--) {
    let sum = m[row]![n]!
    for (let k = row + 1; k < n; k++) sum -= m[row]![k]! * x[k]!
    x[row] = sum / m[row]![row]!
  }
  return x
}

/**
 * Logistic regression by Newton's method (iteratively reweighted least squares) with a ridge
 * penalty on every weight but the intercept. Written here rather than taken from a library: it is
 * forty lines, and what a calibrated score needs is a fit that converges, which Newton's method
 * does in a few steps on twenty measures where the packaged gradient-descent fits stop early.
 */
function fitLogistic(examples: Example[], measures: number, heldAtZero: ReadonlySet<number> = new Set()): number[] {
  const d = measures + 1
  let w = new Array<number>(d).fill(0)
  for (let iteration = 0; iteration < 50; iteration++) {
    const gradient = new Array<number>(d).fill(0)
    const hessian = Array.from({ length: d }, () => new Array<number>(d).fill(0))
    for (const { x, right } of examples) {
      const row = [1, ...x]
      const p = sigmoid(row.reduce((sum, value, index) => sum + value * w[index]!, 0))
      const error = p - (right ? 1 : 0)
      const curvature = Math.max(p * (1 - p), 1e-9)
      for (let i = 0; i < d; i++) {
        gradient[i]! += error * row[i]!
        for (let j = i; j < d; j++) hessian[i]![j]! += curvature * row[i]! * row[j]!
      }
    }
    for (let i = 0; i < d; i++) {
      for (let j = 0; j < i; j++) hessian[i]![j] = hessian[j]![i]!
      if (i > 0) {
        gradient[i]! += RIDGE * w[i]!
        hessian[i]![i]! += RIDGE
      }
    }
    // A weight held at zero takes no step (its row and column of the system are the identity).
    for (const index of heldAtZero) {
      gradient[index + 1] = 0
      for (let k = 0; k < d; k++) hessian[index + 1]![k] = hessian[k]![index + 1] = 0
      hessian[index + 1]![index + 1] = 1
    }
    const step = solve(hessian, gradient)
    w = w.map((value, index) => value - step[index]!)
    if (Math.max(...step.map(Math.abs)) < 1e-7) break
  }
  return w
}

/**
 * Fits with each measure's weight on the side its meaning gives it (SIGNS): a measure whose
 * weight comes out on the wrong side (the name measures overlap, so one may stand in for another
 * with the opposite sign) is held at zero and the rest fitted again, until none is. The explain
 * view can then say of every measure that it raised or lowered the probability as its name says.
 */
function fitWithSigns(examples: Example[], signs: readonly number[]): number[] {
  const heldAtZero = new Set<number>()
  for (;;) {
    const w = fitLogistic(examples, signs.length, heldAtZero)
    const wrongSide = signs.map((sign, index) => (sign * w[index + 1]! < -1e-9 ? index : -1)).filter((index) => index >= 0)
    if (!wrongSide.length) return w
    // One at a time, the farthest first: holding one may bring another back to its side.
    heldAtZero.add(wrongSide.sort((a, b) => Math.abs(w[b + 1]!) - Math.abs(w[a + 1]!))[0]!)
  }
}

/** The least threshold at which the rows scored at or above it are right at least `share` of the time. */
function lowestThreshold(scored: { p: number; right: boolean }[], share: number): number {
  const sorted = [...scored].sort((a, b) => b.p - a.p)
  let right = 0
  let threshold = 1
  sorted.forEach((entry, index) => {
    if (entry.right) right++
    if (right / (index + 1) >= share && (index + 1 === sorted.length || sorted[index + 1]!.p < entry.p)) threshold = entry.p
  })
  return threshold
}

runMain(async () => {
  await withPayload(async (payload) => {
    const { loadGeneratedCompanies, registryStoreFor } = await import('../src/modules/registry')
    const { FIT_MIX, createNoiseModel } = await import('./noise-model')
    const { sqlRunnerFor } = await import('../src/modules/db')
    const { createRegistryCandidateSource } = await import('../src/modules/enrichment')
    const { rankRows } = await import('../src/modules/enrichment')
    const { gradeMatch } = await import('../src/modules/enrichment')
    const { candidateNameKey } = await import('../src/modules/enrichment')
    const { MEASURES, calibrate, exclusiveProbability, logit, measureMatch, matchProbability, gradeForProbability } =
      await import('../src/modules/enrichment')

    const store = registryStoreFor(payload)
    if ((await store.countCompanies()) < companies) {
      console.log(`Generating ${companies.toLocaleString('en-GB')} companies…`)
      await loadGeneratedCompanies(store, { count: companies })
    }
    const sql = sqlRunnerFor(payload)
    // The benchmark's lists come from companies whose roll is below 0.5 (see bench-enrichment.ts):
    // these rows come from the others, so the score is never fitted on a row it is measured on.
    // Companies are drawn as the benchmark draws them (names unique in their country, as real
    // registers keep them), and rows the noise turned into another company's name are left out as
    // there: such a row has no single true answer to learn from. Ambiguity among the candidates is
    // the engine's to weigh (matchProbability's `runnerUp`).
    const noise = await createNoiseModel(sql, { seed: 20261122, stream: 7, twinPrefix: 'FIT', mix: FIT_MIX })
    const drawn = await noise.drawUnique(
      noise.rollCompanies(companies, (roll) => roll >= 0.5),
      rowCount,
    )
    // The list plants twins in the registry (numbers starting FIT); they are removed again, so the
    // benchmark's registry stays as the benchmark left it.
    const removeTwins = () => sql.transaction([{ sql: `DELETE FROM registry_companies WHERE registration_number LIKE 'FIT%'`, args: [] }])
    let list: Awaited<ReturnType<typeof noise.buildList>>
    try {
      list = await noise.buildList(drawn)
    } catch (error) {
      await removeTwins()
      throw error
    }
    console.log(
      `Fitting on ${list.truth.length.toLocaleString('en-GB')} noisy rows (${list.collisions} left out: the noise made them another company's name) against ${companies.toLocaleString('en-GB')} companies.`,
    )

    const source = createRegistryCandidateSource(sql, { mode: 'memory', maxCompanies: Number.MAX_SAFE_INTEGER })
    await source.names.refresh()
    await source.names.settled()
    const [, ...body] = list.rows
    const inputs = body.map(([name, country, registration_number, website, email, linkedin_company_url]) => ({
      name,
      country,
      registration_number,
      website,
      email,
      linkedin_company_url,
    }))
    const examples: Example[] = []
    const started = performance.now()
    for (let offset = 0; offset < inputs.length; offset += 500) {
      const { rows, ranked, weightOf } = await rankRows(inputs.slice(offset, offset + 500), source)
      rows.forEach((row, index) => {
        const [best, runnerUp = null] = ranked[index]!
        if (!best) return
        // Only rows the evidence rules would grade are the model's to judge.
        const { grade } = gradeMatch(best, runnerUp)
        if (!grade) return
        const measures = measureMatch(row, best, runnerUp, candidateNameKey(best.candidate.name), weightOf)
        const other = runnerUp && measureMatch(row, runnerUp, best, candidateNameKey(runnerUp.candidate.name), weightOf)
        const truth = list.truth[offset + index]!
        examples.push({
          x: MEASURES.map((measure) => measures[measure]),
          runnerUp: other && MEASURES.map((measure) => other[measure]),
          right: truth.key === `${best.candidate.country}|${best.candidate.registrationNumber}`,
          ceiling: grade,
        })
      })
    }
    await removeTwins()
    console.log(
      `Ranked in ${((performance.now() - started) / 1000).toFixed(1)} s: ${examples.length.toLocaleString('en-GB')} graded rows, ${examples.filter((example) => !example.right).length} of them wrong.`,
    )

    // Every third row is held out to choose the thresholds and check calibration.
    const training = examples.filter((_, index) => index % 3 !== 0)
    const heldOut = examples.filter((_, index) => index % 3 === 0)
    const [intercept, ...weights] = fitWithSigns(
      training,
      MEASURES.map((measure) => MEASURE_SIGNS[measure]),
    )
    const fittedModel = {
      measures: [...MEASURES],
      intercept: intercept!,
      weights,
      thresholds: { A: 0, B: 0, C: 0 },
      calibration: { slope: 1, intercept: 0 },
    }
    // Rows are scored as the engine scores them: exclusive of the runner-up, then Platt-scaled
    // (fitted on the training rows, so the held-out rows stay unseen for the thresholds).
    const probabilityOf = (x: number[]) =>
      matchProbability(
        Object.fromEntries(MEASURES.map((measure, index) => [measure, x[index]!])) as Parameters<typeof matchProbability>[0],
        fittedModel,
      ).probability
    const exclusive = (example: Example) =>
      example.runnerUp ? exclusiveProbability(probabilityOf(example.x), probabilityOf(example.runnerUp)) : probabilityOf(example.x)
    const [calibrationIntercept, slope] = fitLogistic(
      training.map((example) => ({ ...example, x: [logit(exclusive(example))] })),
      1,
    )
    fittedModel.calibration = { slope: round(slope!, 6), intercept: round(calibrationIntercept!, 6) }
    const scored = heldOut.map((example) => ({ ...example, p: calibrate(exclusive(example), fittedModel) }))

    // A: rows the rules allow an A, right at least PRECISION.A of the time above the threshold.
    const thresholdA = Math.max(
      0.5,
      lowestThreshold(
        scored.filter((entry) => entry.ceiling === 'A'),
        PRECISION.A,
      ),
    )
    // B: rows that would end as B (allowed a B, or an A below the A threshold).
    const thresholdB = Math.max(
      0.5,
      lowestThreshold(
        scored.filter((entry) => entry.ceiling === 'B' || (entry.ceiling === 'A' && entry.p < thresholdA)),
        PRECISION.B,
      ),
    )
    // C: the least probability whose neighbourhood (the 50 held-out rows scored just above it) is still right C_RIGHT_SHARE of the time.
    const ascending = [...scored].sort((a, b) => a.p - b.p)
    let thresholdC = 0
    for (let index = 0; index + 50 <= ascending.length; index++) {
      const window = ascending.slice(index, index + 50)
      if (window.filter((entry) => entry.right).length / window.length >= C_RIGHT_SHARE) {
        thresholdC = ascending[index]!.p
        break
      }
    }
    fittedModel.thresholds = {
      A: round(thresholdA, 6),
      B: round(Math.min(thresholdB, thresholdA), 6),
      C: round(Math.min(thresholdC, thresholdB), 6),
    }

    console.log('\nWeights (log-odds per unit of each measure):')
    console.log(`  ${'intercept'.padEnd(28)} ${intercept!.toFixed(3)}`)
    MEASURES.forEach((measure, index) => console.log(`  ${measure.padEnd(28)} ${weights[index]!.toFixed(3)}`))
    console.log(`\nCalibration (Platt): log-odds × ${fittedModel.calibration.slope} + ${fittedModel.calibration.intercept}`)
    console.log(`Thresholds: A ≥ ${fittedModel.thresholds.A}, B ≥ ${fittedModel.thresholds.B}, C ≥ ${fittedModel.thresholds.C}`)

    console.log('\nCalibration on held-out rows (predicted against observed share right):')
    const bands = [0, 0.1, 0.3, 0.5, 0.7, 0.9, 0.97, 0.99, 0.999, 1.000001]
    for (let index = 0; index + 1 < bands.length; index++) {
      const inBand = scored.filter((entry) => entry.p >= bands[index]! && entry.p < bands[index + 1]!)
      if (!inBand.length) continue
      const predicted = inBand.reduce((sum, entry) => sum + entry.p, 0) / inBand.length
      const observed = inBand.filter((entry) => entry.right).length / inBand.length
      console.log(
        `  p in [${bands[index]}, ${Math.min(1, bands[index + 1]!)}): ${String(inBand.length).padStart(6)} rows, predicted ${(100 * predicted).toFixed(2)} %, observed ${(100 * observed).toFixed(2)} %`,
      )
    }
    console.log("\nHeld-out grades (the rules' ceiling, lowered by the probability):")
    const order = ['A', 'B', 'C'] as const
    for (const grade of order) {
      const rows = scored.filter((entry) => {
        const band = gradeForProbability(entry.p, fittedModel)
        const final = band ? order[Math.max(order.indexOf(band), order.indexOf(entry.ceiling))] : null
        return final === grade
      })
      console.log(
        `  ${grade}: ${rows.length} rows, ${rows.length ? ((100 * rows.filter((entry) => entry.right).length) / rows.length).toFixed(2) : 'n/a'} % right`,
      )
    }
    const dropped = scored.filter((entry) => !gradeForProbability(entry.p, fittedModel))
    console.log(`  dropped: ${dropped.length} rows (${dropped.filter((entry) => entry.right).length} of them right)`)

    if (process.argv.includes('--dry-run')) return
    fs.writeFileSync(
      MODEL_FILE,
      `${JSON.stringify({ ...fittedModel, intercept: round(fittedModel.intercept, 6), weights: weights.map((weight) => round(weight, 6)) }, null, 2)}\n`,
    )
    console.log(`\nWrote ${path.relative(process.cwd(), MODEL_FILE)}`)
  })
})

function round(value: number, digits: number): number {
  return Math.round(value * 10 ** digits) / 10 ** digits
}
