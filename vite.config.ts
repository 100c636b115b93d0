import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: 'host',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
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
