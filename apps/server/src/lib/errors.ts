import { ResultCode, type ResultCodeValue } from '@dianjing/shared'

/** The closed set of failures a service may raise; each maps to one envelope code and HTTP status. */
export const ERROR_TYPES = {
  validation: { code: ResultCode.business, status: 400 },
  business: { code: ResultCode.business, status: 200 },
  notFound: { code: ResultCode.business, status: 404 },
  conflict: { code: ResultCode.business, status: 409 },
  rateLimited: { code: ResultCode.business, status: 429 },
  tooLarge: { code: ResultCode.business, status: 413 },
  unauthorized: { code: ResultCode.unauthorized, status: 401 },
  forbidden: { code: ResultCode.forbidden, status: 403 },
  reauthorize: { code: ResultCode.reauthorize, status: 200 },
  notRegistered: { code: ResultCode.notRegistered, status: 200 },
  unavailable: { code: ResultCode.business, status: 503 },
} as const satisfies Record<string, { code: ResultCodeValue; status: number }>

export type ErrorType = keyof typeof ERROR_TYPES

/** A failure whose Chinese message is meant for the user. */
export class AppError extends Error {
  constructor(
    readonly type: ErrorType,
    message: string,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const notFound = (message: string) => new AppError('notFound', message)
export const business = (message: string) => new AppError('business', message)
