import { describe, expect, inject, it } from 'vitest'
import { runJourney } from './spec-client/journey.ts'

const baseUrl = inject('baseUrl')

/** The owner server.ts starts the product with. */
const ADMIN = { adminPhone: '13800000000', adminPassword: 'e2e-owner-password' }

describe('a client written from spec §7 alone', () => {
  it('walks catalogue, purchase, onboarding, settlement, withdrawal, lottery and sign-out over HTTP', async () => {
    const lines: string[] = []
    try {
      await runJourney({ baseUrl, ...ADMIN, log: (line) => lines.push(line) })
    } catch (error) {
      // The calls leading up to the failure say where the journey stood.
      throw new Error(
        `${(error as Error).message}\n--- the journey so far ---\n${lines.slice(-30).join('\n')}`,
      )
    }
    expect(lines.at(-1)).toBe('journey complete')
  }, 120_000)
})
