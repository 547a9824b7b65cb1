// One 404 page for the whole site: below the blog and case studies it says the spec's missing-article text.
export { default } from './[[...slug]]/not-found'
