import fs from 'node:fs'
const profile = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))
const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const self = new Map()
const total = profile.samples.length
const counts = new Map()
for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1)
const selfBy = new Map(), fileSelf = new Map(), incl = new Map()
for (const [id, count] of counts) {
  const n = nodes.get(id)
  const f = n.callFrame
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber}`
  selfBy.set(key, (selfBy.get(key) ?? 0) + count)
  const file = f.url.split('/').slice(-2).join('/') || f.functionName
  fileSelf.set(file, (fileSelf.get(file) ?? 0) + count)
  const seen = new Set()
  let cur = id
  while (cur !== undefined) {
    const cf = nodes.get(cur).callFrame
    const k = `${cf.functionName || '(anon)'} ${cf.url.split('/').slice(-2).join('/')}:${cf.lineNumber}`
    if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + count) }
    cur = parent.get(cur)
  }
}
const show = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).forEach(([k, v]) => console.log(`${(100 * v / total).toFixed(1).padStart(5)} %  ${k}`))
console.log('SELF by function'); show(selfBy, Number(process.argv[3] ?? 35))
console.log('\nSELF by file'); show(fileSelf, 25)
console.log('\nINCLUSIVE'); show(incl, Number(process.argv[4] ?? 60))
