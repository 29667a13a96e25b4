import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The API the dev server forwards /boot to; override to point at a server on another port.
const apiTarget = process.env.ADMIN_API_TARGET ?? 'http://127.0.0.1:8080'
const proxy = { '/boot': { target: apiTarget, changeOrigin: true } }

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd with the tables, forms, modals and image previews the console uses is about 1.15 MB minified
    // (365 kB gzipped), cached long-term in two files (antd itself, and the rc components under it); a
    // desktop console for staff can carry it.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the console, so they get their own long-cached files.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'antd-rc', test: /node_modules[\\/](@rc-component|rc-[^\\/]+)[\\/]/ },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design)[\\/]/ },
            // The rich-text editor is loaded only by the pages that edit HTML.
            {
              name: 'editor',
              test: /node_modules[\\/](@tiptap|prosemirror-[^\\/]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: { port: 5174, proxy },
  preview: { port: 5174, proxy },
})
