import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { files, rateLimits } from '../../db/schema/index.ts'
import { apiCaller } from '../../test/api-call.ts'
import { multipartFile, PNG_PIXEL } from '../../test/multipart.ts'
import { signInStaff } from '../../test/staff-client.ts'
import { useTestApp } from '../../test/test-app.ts'
import { makeCustomer } from '../orders/testing.ts'

/** Uploads at the default limit: 20 a minute per customer, on every customer upload route together. */

const context = await useTestApp()
const { app, database, dataDir } = context
const { db } = database

const TOO_OFTEN = '上传过于频繁，请稍后再试'

const call = apiCaller(app)

function upload(url: string, field: string, authorization: string) {
  const { payload, headers } = multipartFile(field, 'me.png', 'image/png', PNG_PIXEL)
  return call('POST', url, undefined, payload, { headers: { ...headers, authorization } })
}

const fileUpload = (authorization: string) => upload('/boot/system/fileInfo/upload', 'file', authorization)
const avatarUpload = (authorization: string) =>
  upload('/boot/v1/dEsports/user/updateAvatar', 'avatarfile', authorization)

async function stored() {
  const uploads = path.join(dataDir, 'uploads')
  const onDisk = fs.existsSync(uploads)
    ? fs.readdirSync(uploads, { recursive: true, encoding: 'utf8' }).filter((name) => name.includes('.'))
    : []
  return { rows: (await db.select().from(files)).length, onDisk: onDisk.length }
}

describe('uploads per customer', () => {
  it('dozens in a minute: twenty are stored, the rest refused with 429 and nothing stored, avatar included', async () => {
    const customer = `Bearer ${(await makeCustomer(db)).token}`
    const answers = await Promise.all(Array.from({ length: 25 }, () => fileUpload(customer)))
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(20)
    const refused = answers.filter((answer) => answer.code !== 0)
    expect(refused).toHaveLength(5)
    for (const answer of refused) expect(answer).toEqual({ status: 429, code: 1, msg: TOO_OFTEN, data: null })
    expect(await stored()).toEqual({ rows: 20, onDisk: 20 })

    // The avatar is an upload too, counted with the others.
    expect(await avatarUpload(customer)).toEqual({ status: 429, code: 1, msg: TOO_OFTEN, data: null })
    expect(await stored()).toEqual({ rows: 20, onDisk: 20 })

    // Another customer, and staff filling the catalogue, are not held back.
    const other = `Bearer ${(await makeCustomer(db)).token}`
    expect((await avatarUpload(other)).code).toBe(0)
    const owner = await signInStaff(context, 'owner')
    expect((await upload('/boot/admin/files/upload', 'file', owner.authorization)).code).toBe(0)

    // A minute later the customer uploads again.
    await db.update(rateLimits).set({ resetAt: new Date(0) })
    expect((await avatarUpload(customer)).code).toBe(0)
    expect(await stored()).toEqual({ rows: 23, onDisk: 23 })
  })
})
