export * from './catalogue.ts'
export * from './identity.ts'
export * from './staff.ts'
export * from './users.ts'
