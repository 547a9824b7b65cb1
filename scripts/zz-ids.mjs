import Database from 'libsql'
const db = new Database('data/bench-registry/registry-1000000.db')
db.exec('PRAGMA cache_size = -65536')
const max = 1000000
for (const n of [100, 400, 1000]) {
  const ids = Array.from({ length: n }, () => 1 + Math.floor(Math.random() * max))
  const cols = ['c.id', 'c.id, c.country, c.name, c.registration_number_normalized, c.vat_normalized, c.website_domain, c.linkedin_slug, c.is_active']
  for (const c of cols) {
    const st = db.prepare(`SELECT ${c} FROM registry_companies c WHERE c.id IN (${ids.map(() => '?').join(',')})`)
    let t = performance.now(); st.all(ids); const cold = performance.now() - t
    t = performance.now(); st.all(ids); const warm = performance.now() - t
    console.log(n, c.length, 'cold', cold.toFixed(2), 'warm', warm.toFixed(2))
  }
}
console.log(db.prepare('select count(*) n from registry_companies').get(), db.prepare("select page_size, page_count from pragma_page_size, pragma_page_count").get())
