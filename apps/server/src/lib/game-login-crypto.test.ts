import { describe, expect, it } from 'vitest'
import {
  GameLoginDecryptError,
  type GameLoginKeyring,
  openGameLogin,
  parseGameLoginKeys,
  sealGameLogin,
} from './game-login-crypto.ts'

const keyA = Buffer.alloc(32, 1).toString('base64')
const keyB = Buffer.alloc(32, 2).toString('base64')
const keyring = (text: string) => parseGameLoginKeys(text) as GameLoginKeyring
const login = { account: 'player_王者', password: ' p@ss word ', note: '晚上八点后上号' }

/** A base64 value with one bit of its first byte flipped. */
function flipped(value: string): string {
  const bytes = Buffer.from(value, 'base64')
  bytes[0] = bytes[0]! ^ 1
  return bytes.toString('base64')
}

describe('game login encryption', () => {
  it('opens what it sealed, with a fresh IV each time and no plain text in the seal', () => {
    const keys = keyring(`a:${keyA}`)
    const first = sealGameLogin(keys, 7, login)
    const second = sealGameLogin(keys, 7, login)
    expect(openGameLogin(keys, 7, first)).toEqual(login)
    expect(first.keyId).toBe('a')
    expect(Buffer.from(first.iv, 'base64')).toHaveLength(12)
    expect(second.iv).not.toBe(first.iv)
    expect(second.ciphertext).not.toBe(first.ciphertext)
    const stored = JSON.stringify(first)
    for (const part of ['player', 'p@ss', '八点']) expect(stored).not.toContain(part)
  })

  it('refuses a changed ciphertext, IV or tag, another order, and an unknown key', () => {
    const keys = keyring(`a:${keyA}`)
    const sealed = sealGameLogin(keys, 7, login)
    for (const tampered of [
      { ...sealed, ciphertext: flipped(sealed.ciphertext) },
      { ...sealed, iv: flipped(sealed.iv) },
      { ...sealed, authTag: flipped(sealed.authTag) },
      { ...sealed, authTag: sealed.authTag.slice(0, 8) },
    ]) {
      expect(() => openGameLogin(keys, 7, tampered)).toThrow(GameLoginDecryptError)
    }
    // The order id is the associated data: a seal copied onto another order does not open.
    expect(() => openGameLogin(keys, 8, sealed)).toThrow(GameLoginDecryptError)
    expect(() => openGameLogin(keyring(`b:${keyB}`), 7, sealed)).toThrow(/key "a" is not configured/)
    // A key of the same name but other bytes fails the tag.
    expect(() => openGameLogin(keyring(`a:${keyB}`), 7, sealed)).toThrow(GameLoginDecryptError)
  })

  it('seals with the first key and opens with any listed one', () => {
    const old = sealGameLogin(keyring(`a:${keyA}`), 3, login)
    const both = keyring(`b:${keyB},a:${keyA}`)
    expect(openGameLogin(both, 3, old)).toEqual(login)
    expect(sealGameLogin(both, 3, login).keyId).toBe('b')
  })

  it('reads GAME_LOGIN_KEYS and says what is wrong with a bad one', () => {
    expect(parseGameLoginKeys('')).toMatch(/at least one key/)
    expect(parseGameLoginKeys('nokey')).toMatch(/entry 1/)
    expect(parseGameLoginKeys(`a:${Buffer.alloc(31).toString('base64')}`)).toMatch(/32 bytes/)
    expect(parseGameLoginKeys(`a:${keyA},a:${keyB}`)).toMatch(/twice/)
    expect(parseGameLoginKeys(`a:${keyA}, b:${keyB}`)).toHaveLength(2)
  })
})
