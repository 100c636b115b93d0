import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: 'host',
  publicDir: 'public',
  plugins: [
    react(),
    // Brotli and gzip copies of each script, style and page beside it, sent as they are to browsers that accept them.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: /\.map$/, logLevel: 'silent' }),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Shared pieces under 20 KB of source are copied into the chunks that use them instead of being files of
      // their own (Rolldown keeps one instance of each module): a page then loads about 20 scripts, not 120,
      // and a warm open of the project page no longer waits on a hundred cache reads.
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 20_000 } } },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // ws: the live updates' WebSocket (/api/live) goes through too.
      '/api': { target: `http://localhost:${apiPort}`, ws: true },
      '/runtime-config.json': `http://localhost:${apiPort}`,
    },
  },
});
