import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/**
 * antd-mobile keeps rc-util's `React/render` as its default way to mount Toast, Dialog and ImageViewer
 * on React 16–18 (`ReactDOM.render`, with Babel's async runtime: ~3 kB gzipped in the first download).
 * On React 19 main.tsx hands it our own before anything mounts (`unstableSetRender(renderDetached)`),
 * so the default is never called: the build gets a stand-in that says so if it ever were.
 */
function withoutLegacyRender(): Plugin {
  const id = '\0legacy-react-render'
  return {
    name: 'without-legacy-react-render',
    enforce: 'pre',
    resolveId: (source) => (source === 'rc-util/lib/React/render' ? id : null),
    load: (module) =>
      module === id
        ? "const unused = () => { throw new Error('antd-mobile mounts through renderDetached (src/lib/antd-mobile-render.ts)') }\nexport const render = unused\nexport const unmount = unused\n"
        : null,
  }
}

/**
 * antd-mobile-icons draws each icon with its design tool's export: coordinates to six decimals on a
 * 48-unit grid, and an `id` on every group and path (repeated in the page wherever an icon is shown
 * twice). Two decimals are a ten-thousandth of the icon, far below a pixel, and no style or script
 * reads the ids: written so, the icons of home's first screen (the notice bar's speaker and close
 * icons, the bell) are a third smaller.
 */
function lighterIcons(): Plugin {
  const iconModule = /[\\/]antd-mobile-icons[\\/]es[\\/][A-Z]\w*\.js$/
  const round = (path: string) =>
    path.replace(/-?\d*\.\d{3,}/g, (number) => String(Math.round(Number(number) * 100) / 100))
  return {
    name: 'lighter-icons',
    transform: (code, id) =>
      iconModule.test(id)
        ? code
            .replace(/\bd: "([^"]*)"/g, (_, path: string) => `d: "${round(path)}"`)
            .replace(/^\s*id: "[^"]*",?\n/gm, '')
        : null,
  }
}

/** The server the dev server sends API and simulator calls to. */
const apiTarget = process.env.WEB_API_TARGET ?? 'http://127.0.0.1:8080'

export default defineConfig({
  plugins: [react(), withoutLegacyRender(), lighterIcons()],
  resolve: {
    // `/src` is resolved from the project root, so the alias needs no Node path helpers.
    alias: [{ find: /^@\//, replacement: '/src/' }],
  },
  server: {
    proxy: {
      '/boot': { target: apiTarget, changeOrigin: true },
      // The bundled WeChat simulator's authorize page, for silent auth in development.
      '/__wechat': { target: apiTarget, changeOrigin: true },
      // The bundled SMS simulator's inbox, where the phone-proof codes are read in development.
      '/__sms': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // The server reads it to fetch an on-demand page's code with the page (server plugins/page-preloads.ts).
    manifest: true,
    target: 'es2020',
    rolldownOptions: {
      output: {
        // The React runtime changes far less often than the app: its own long-cached chunk.
        // Everything else the first screen needs goes in one chunk: left to itself the bundler
        // cuts it into some twenty small files, and on a phone each one costs a round trip.
        // The rest splits naturally along the lazy routes; TanStack Query among it, since home's
        // first screen is drawn without it (decision 031).
        codeSplitting: {
          groups: [
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 20,
            },
            { name: 'first-screen', tags: ['$initial'], priority: 10, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
})
