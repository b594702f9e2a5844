import type { Config } from "@react-router/dev/config"
import { pageRoutes } from "./app/config/pages.ts"

export default {
  appDirectory: "app",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page is prerendered to static HTML; there is no server rendering at request time.
  ssr: false,
  prerender: pageRoutes.map((r) => r.path),
} satisfies Config
