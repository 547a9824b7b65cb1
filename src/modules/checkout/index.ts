export * from './price-order'
export * from './schemas'
