import { execFileSync } from "node:child_process"

/**
 * Vitest's global setup: loads every content collection into the data store
 * that `astro:content` reads under Vitest (.astro/, where the development
 * server keeps it), with Astro's own `sync`, so that tests render pages with
 * the words the build would use. A content file that breaks its schema stops
 * the run here, naming the file and the field.
 */
export default function loadContentStore() {
  execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "--eval",
      `import { sync } from "astro"
await sync({ root: process.cwd(), cacheDir: "./.astro/", logLevel: "error" })`,
    ],
    {
      stdio: "inherit",
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
    },
  )
}
