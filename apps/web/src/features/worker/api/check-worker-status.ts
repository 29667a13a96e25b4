import { http } from '@/lib/request.ts'

/** Where the worker-center entry leads (spec §4, worker status check): a number 0–5. */
export function checkWorkerStatus(): Promise<number> {
  return http.get<number>('/v1/dEsports/worker/checkWorkerStatus')
}
