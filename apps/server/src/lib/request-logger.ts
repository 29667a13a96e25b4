import type { FastifyBaseLogger } from 'fastify'

type Bindings = Parameters<FastifyBaseLogger['child']>[0]
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1]
type Log = (...args: unknown[]) => void

/**
 * A request's logger, made from the server's only when the request logs something. At levels that
 * log nothing per request (warn and above, as production runs behind nginx's access log), most
 * requests never log, and building a child logger for each of them was measurable work (bench/README.md).
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  get level() {
    return this.#real().level
  }

  set level(level: string) {
    this.#real().level = level
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options)
    return this.#child
  }

  fatal(...args: unknown[]) {
    ;(this.#real().fatal as Log)(...args)
  }
  error(...args: unknown[]) {
    ;(this.#real().error as Log)(...args)
  }
  warn(...args: unknown[]) {
    ;(this.#real().warn as Log)(...args)
  }
  info(...args: unknown[]) {
    ;(this.#real().info as Log)(...args)
  }
  debug(...args: unknown[]) {
    ;(this.#real().debug as Log)(...args)
  }
  trace(...args: unknown[]) {
    ;(this.#real().trace as Log)(...args)
  }
  silent(...args: unknown[]) {
    ;(this.#real().silent as Log)(...args)
  }
  child(bindings: Bindings, options?: ChildOptions) {
    return this.#real().child(bindings, options)
  }
}

/** Fastify's `childLoggerFactory`: each request's logger is made when first used. */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger
}

/** Whether Fastify's own two lines per request (incoming, completed) would be written at this level. */
export const logsEveryRequest = (level: string) => ['info', 'debug', 'trace'].includes(level)
