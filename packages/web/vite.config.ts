import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

// The local server (packages/local) serves /api on 127.0.0.1:${PORT:-3000}; in dev the SPA proxies to
// it, so SPA and API share one origin as in every deployed stage.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, '');
  return {
    root,
    plugins: [react()],
    resolve: { alias: { '@': `${root}src` } },
    server: {
      host: '127.0.0.1',
      proxy: { '/api': { target: `http://127.0.0.1:${env.PORT ?? '3000'}` } },
    },
    preview: { host: '127.0.0.1' },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: {
        output: {
          // Framework code changes rarely: its own long-cached chunk. Pages stay in lazy chunks.
          manualChunks(id: string) {
            return /node_modules\/(react|react-dom|scheduler|react-router)\//.test(id) ? 'react' : undefined;
          },
        },
      },
    },
  };
});
