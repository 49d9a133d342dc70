// Vite build of the single-page app; the gateway serves dist/ with an SPA fallback.
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './build/precompress';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // Workspace packages export their TypeScript sources under this condition.
    conditions: ['@highpay/source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            // The resume readers (pdf.js, mammoth and what mammoth needs) load only when a file is dropped,
            // so they get a chunk of their own instead of joining the vendor chunk every page loads.
            {
              name: 'resume-readers',
              test: /node_modules[\\/](pdfjs-dist|mammoth|@xmldom|argparse|sprintf-js|base64-js|dingbat-to-unicode|jszip|lie|immediate|pako|readable-stream|core-util-is|inherits|isarray|process-nextick-args|safe-buffer|string_decoder|util-deprecate|setimmediate|lop|duck|underscore|option|xmlbuilder)[\\/]/,
            },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            // zod with the setting that keeps it from probing for eval (a CSP violation): set as
            // zod loads, before any chunk builds a schema.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|contracts[\\/]src[\\/]browser-parsing/ },
            // Only what every page's shell uses: a library one page needs (DOMPurify on the job
            // page, the drop zone in the resume tab) stays in that page's chunk, off the first page.
            { name: 'vendor', test: /node_modules[\\/](@tanstack|@radix-ui|@floating-ui)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev -w frontend` talks to a locally running gateway.
    proxy: { '/api': 'http://localhost:8080' },
  },
});
