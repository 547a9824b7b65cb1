export * from './flow'
export * from './providers'
