import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"

/**
 * `npm test`: builds the site, runs the unit and API tests (Vitest), then
 * the browser tests (Playwright with Debian's Chromium). The PostgreSQL
 * suite runs when TEST_DATABASE_URL is set. `npm test -- --skip-build`
 * reuses an existing build.
 */
const args = process.argv.slice(2)

function run(command: string, commandArgs: string[]) {
  const line = `${command} ${commandArgs.join(" ")}`
  console.log(`\n$ ${line}`)
  const started = performance.now()
  const result = spawnSync(command, commandArgs, {
    stdio: "inherit",
    env: process.env,
  })
  const seconds = Math.round((performance.now() - started) / 1000)
  console.log(
    `$ ${line}: ${result.status === 0 ? "passed" : "failed"} in ${seconds} s`,
  )
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const chromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find(
  (p) => p && existsSync(p),
)
if (!chromium) {
  console.error(
    "Chromium is missing: the browser tests need Debian's package.\n  sudo apt-get install -y chromium\n(or set CHROMIUM_PATH). Browsers are never downloaded.",
  )
  process.exit(1)
}

if (!args.includes("--skip-build")) run("npm", ["run", "build"])
run("npx", ["vitest", "run"])
run("npx", ["playwright", "test"])
