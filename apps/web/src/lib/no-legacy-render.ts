/**
 * Stands in for rc-util's `React/render` in the build (vite.config.ts). antd-mobile keeps that module
 * as its default way to mount Toast, Dialog and ImageViewer on React 16–18 (`ReactDOM.render`, with
 * Babel's async runtime, ~3 kB gzipped in the first download). On React 19 main.tsx hands antd-mobile
 * its own (`unstableSetRender(renderDetached)`) before anything mounts, so the default is never called.
 */
const unused = (): never => {
  throw new Error('antd-mobile mounts through renderDetached (lib/antd-mobile-render.ts) on React 19')
}

export const render = unused
export const unmount = unused
