import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../src/test/free-port.ts'

/** Debian's nginx (installed by .ci/run); undefined when this machine has none. */
export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate))

export interface Nginx {
  baseUrl: string
  output: () => string
  stop: () => Promise<void>
}

/**
 * The API routes nginx may resend to another process after an error, a timeout or a 502: reads that
 * change nothing (a POST among them, such as register, is resent only when no process received it).
 * Every other /boot call is sent once (several state-changing calls are GETs, as the spec has them),
 * and a client resends a write itself with the same Idempotency-Key. As docs/operations.md §4.
 */
const RETRIED_READS =
  '^/boot/(v1/dEsports/public/|v1/dEsports/wxOrder/receivingOrderList$|files/|system/info$)'

/**
 * nginx in front of the given server ports, round-robin, as docs/operations.md §2 and §4 deploy it:
 * keep-alive to the upstream, the client's address overwritten, reads retried on the next process.
 * Every answer says which process gave it in `x-upstream` (nginx's `$upstream_addr`, the last tried).
 */
export async function startNginx(upstreams: number[]): Promise<Nginx> {
  if (!nginxBinary) throw new Error('nginx is not installed')
  const port = await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dianjing-rel-nginx-'))
  const servers = upstreams.map((upstream) => `server 127.0.0.1:${upstream};`).join(' ')
  const conf = `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app { ${servers} keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 6m;
    add_header x-upstream $upstream_addr always;
    proxy_http_version 1.1;
    proxy_set_header Connection '';
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_connect_timeout 2s;
    proxy_read_timeout 30s;
    location ~ ${RETRIED_READS} {
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 2;
      proxy_pass http://app;
    }
    location / {
      proxy_next_upstream off;
      proxy_pass http://app;
    }
  }
}`
  const confPath = path.join(dir, 'nginx.conf')
  fs.writeFileSync(confPath, conf)
  const check = spawnSync(nginxBinary, ['-t', '-p', dir, '-c', confPath], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`)
  let output = ''
  const child: ChildProcess = spawn(nginxBinary, ['-p', dir, '-c', confPath], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stderr?.on('data', (chunk) => (output += chunk))
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}\n${output}`)
    if (Date.now() > deadline) throw new Error(`nginx did not answer\n${output}`)
    try {
      if ((await fetch(`${baseUrl}/boot/health`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    baseUrl,
    output: () => output + readIfThere(path.join(dir, 'error.log')),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        await new Promise((resolve) => child.once('exit', resolve))
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

function readIfThere(file: string): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
}
