import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000', '/demo-checkout': 'http://127.0.0.1:3000' } },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400 },
});
