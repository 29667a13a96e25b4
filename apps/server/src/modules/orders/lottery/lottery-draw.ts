import { randomInt } from 'node:crypto'

export interface Prize {
  name: string
  /** Ten-thousandths; a prize list adds up to 10000. */
  probability: number
}

/** A random integer in [0, max): cryptographically secure by default, injectable for tests. */
export type RandomSource = (max: number) => number

export const secureRandom: RandomSource = (max) => randomInt(max)

/**
 * Picks a prize weighted by its probability: a number in [0, total) falls into the prize whose
 * cumulative range holds it. Answers the prize's index in the list.
 */
export function pickPrize(prizes: Prize[], random: RandomSource = secureRandom): number {
  const total = prizes.reduce((sum, prize) => sum + prize.probability, 0)
  if (total <= 0) throw new Error('prize list has no probability')
  let ticket = random(total)
  for (const [index, prize] of prizes.entries()) {
    if (ticket < prize.probability) return index
    ticket -= prize.probability
  }
  return prizes.length - 1
}
