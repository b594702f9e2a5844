import { reactRouter } from "@react-router/dev/vite"
import tailwindcss from "@tailwindcss/vite"
import { defineConfig } from "vite"
import { iconSprite } from "./scripts/build/icon-sprite.ts"

export default defineConfig({
  plugins: [iconSprite(), tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // Kept for `npm run size`, which reads the chunks each view loads (scripts/build/client-files.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // A page loads a few chunks rather than dozens of tiny ones: each request costs a round trip
        // and headers on a slow phone connection. Libraries loaded on demand (Embla, sonner) stay apart.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 30,
            },
            // Only the root route module, which prerendered pages never load, imports the router.
            {
              name: "router",
              test: /node_modules[\\/](react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/,
              priority: 30,
            },
            {
              name: "icons",
              test: /node_modules[\\/]lucide-react[\\/]/,
              minShareCount: 2,
              priority: 25,
            },
            {
              name: "shared",
              test: /(node_modules[\\/](clsx|tailwind-merge)[\\/]|app[\\/](components|hooks|lib|config|content[\\/]common)[\\/](?!ui[\\/]sonner-toaster))/,
              minShareCount: 6,
              priority: 20,
            },
          ],
        },
      },
    },
  },
})
