import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import serverNodeArgs from '../../apps/server/node-args.json' with { type: 'json' }
import { freshTestDatabase, type ThrowawayDatabase } from '../../apps/server/src/test/throwaway-database.ts'
import { launchBrowser, wechatPhone } from './browser.ts'
import { callApi, withSession } from './customers.ts'
import { freePort, waitForHealth } from './server.ts'
import { paidOrder, readyWorker } from './workers.ts'

/**
 * Two server processes on one PostgreSQL behind one nginx, as production runs (issue 22): a customer's
 * page is served by one process and the worker's by the other (a cookie pins each browser), and a
 * message written on one side appears live on the other, with a WeChat template message sent through
 * the simulated official account. Needs PostgreSQL (TEST_DATABASE_URL) and nginx.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate))
const runnable = Boolean(process.env.TEST_DATABASE_URL && nginxBinary)
// CI installs both (.ci/run): there, a missing one is a failure, not a skip.
if (process.env.CI && !runnable) throw new Error('the chat journey needs TEST_DATABASE_URL and nginx')
const OWNER = { phone: '13800000000', password: 'chat-live-owner-1' }
const SOON = { timeout: 15_000 }

let database: ThrowawayDatabase | null = null
const children: ChildProcess[] = []
const dirs: string[] = []
let baseUrl = ''
let browser: Browser

async function startServer(databaseUrl: string, publicUrl: string) {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dianjing-chat-'))
  dirs.push(dataDir)
  let output = ''
  const child = spawn(process.execPath, [...serverNodeArgs, 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      ADMIN_PHONE: OWNER.phone,
      ADMIN_PASSWORD: OWNER.password,
      LIMIT_REGISTER_PER_ADDRESS_HOUR: '100000',
      // Template messages go out within seconds, not the minute production waits between runs.
      JOBS_EVERY_SECONDS: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  await waitForHealth(`http://127.0.0.1:${port}`, child, () => output)
  return port
}

/** nginx in front of both processes: round-robin, unless the browser's `pin` cookie names one. */
async function startNginx(port: number, upstreams: [number, number]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dianjing-nginx-'))
  dirs.push(dir)
  const conf = `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream both { server 127.0.0.1:${upstreams[0]}; server 127.0.0.1:${upstreams[1]}; }
  upstream a { server 127.0.0.1:${upstreams[0]}; }
  upstream b { server 127.0.0.1:${upstreams[1]}; }
  map $cookie_pin $pool { a a; b b; default both; }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 10m;
    location / {
      proxy_pass http://$pool;
      proxy_http_version 1.1;
      proxy_set_header Connection '';
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}`
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf)
  const check = spawnSync(nginxBinary!, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    encoding: 'utf8',
  })
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`)
  let output = ''
  const child = spawn(nginxBinary!, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  child.stderr?.on('data', (chunk) => (output += chunk))
  await waitForHealth(`http://127.0.0.1:${port}`, child, () => output)
}

beforeAll(async () => {
  if (!runnable) return
  database = await freshTestDatabase('dj_chat')
  const front = await freePort()
  baseUrl = `http://127.0.0.1:${front}`
  // One after the other: the first migrates and seeds, the second finds it done.
  const a = await startServer(database!.url, baseUrl)
  const b = await startServer(database!.url, baseUrl)
  await startNginx(front, [a, b])
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  for (const child of children.reverse()) {
    child.kill('SIGTERM')
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve))
  }
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
  await database?.drop()
})

/** A browser whose every request goes to one process, through nginx. */
async function pinned(to: 'a' | 'b', token: string): Promise<BrowserContext> {
  const context = await wechatPhone(browser)
  await context.addCookies([{ name: 'pin', value: to, url: baseUrl }])
  await withSession(context, token)
  return context
}

describe.skipIf(!runnable)('the order chat across two processes behind nginx', () => {
  it('a message appears live on the other side, served by the other process, and WeChat tells the customer', async () => {
    const { token: owner } = await callApi<{ token: string }>(baseUrl, '/admin/auth/login', { body: OWNER })
    const saved = await fetch(`${baseUrl}/boot/admin/wechat-templates`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner}` },
      body: JSON.stringify({
        chatMessage: {
          enabled: true,
          templateId: 'TM00004_NEW_MESSAGE',
          fields: [
            { keyword: 'thing1', field: 'title' },
            { keyword: 'thing2', field: 'body' },
            { keyword: 'time3', field: 'time' },
          ],
        },
      }),
    })
    expect(((await saved.json()) as { code: number }).code).toBe(0)

    // A worker who may take orders, and a WeChat customer's paid order staff dispatch to them (so the
    // journey does not wait for the hall's delay).
    const worker = await readyWorker(baseUrl, owner, '聊天打手')
    const { customer, order } = await paidOrder(baseUrl, owner)
    const orderId = order.id
    await callApi(baseUrl, `/admin/orders/${orderId}/reassign`, {
      token: owner,
      body: { workerId: worker.userId, reason: '测试派单' },
    })

    // The customer's page on process A, the worker's on process B.
    const customerPage = await (await pinned('a', customer.token)).newPage()
    const workerPage = await (await pinned('b', worker.token)).newPage()
    await customerPage.goto(`${baseUrl}/order-chat?orderId=${orderId}`)
    await workerPage.goto(`${baseUrl}/order-chat?orderId=${orderId}`)
    const input = (page: typeof customerPage) => page.getByPlaceholder('输入消息…')
    await expect.poll(() => input(customerPage).isEnabled(), SOON).toBe(true)
    await expect.poll(() => input(workerPage).isEnabled(), SOON).toBe(true)

    await input(workerPage).fill('老板好，我开始打了')
    await workerPage.getByRole('button', { name: '发送' }).click()
    const log = (page: typeof customerPage) => page.getByRole('log', { name: '聊天记录' })
    await expect.poll(() => log(customerPage).innerText(), SOON).toContain('老板好，我开始打了')

    await input(customerPage).fill('好的，加油')
    await customerPage.getByRole('button', { name: '发送' }).click()
    await expect.poll(() => log(workerPage).innerText(), SOON).toContain('好的，加油')
    // The customer read it on their open page: the worker's message turns 已读 on the worker's.
    await expect.poll(() => log(workerPage).innerText(), SOON).toContain('已读')

    // The customer was told of the message through the official account (the job, on either process).
    const simulated = await fetch(`${baseUrl}/__wechat/messages`)
    expect(simulated.ok).toBe(true)
    await expect
      .poll(
        async () =>
          (await (await fetch(`${baseUrl}/__wechat/messages`)).text()).includes('老板好，我开始打了'),
        {
          timeout: 20_000,
          interval: 1000,
        },
      )
      .toBe(true)
  })
})
