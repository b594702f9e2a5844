// Adds the platform packages that npm leaves out of package-lock.json (npm/cli#4828) but that
// `npm ci` then asks for: every optional dependency of a locked package gets its own entry,
// marked optional, so a clean install works on any platform. Run after changing dependencies.
import { execFileSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"

const lockPath = new URL("../../package-lock.json", import.meta.url)
const lock = JSON.parse(readFileSync(lockPath, "utf8"))
const packages = lock.packages
let added = 0

for (const [key, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${key}/node_modules/${name}`
    const hoisted = `node_modules/${name}`
    if (packages[nested] || packages[hoisted]) continue
    const meta = lookUp(name, spec)
    packages[hoisted] = {
      version: meta.version,
      ...(meta["dist.integrity"] ? { integrity: meta["dist.integrity"] } : {}),
      ...(meta.cpu ? { cpu: [].concat(meta.cpu) } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(meta.libc ? { libc: [].concat(meta.libc) } : {}),
      optional: true,
      ...(meta.os ? { os: [].concat(meta.os) } : {}),
    }
    added++
  }
}

/**
 * The registry's record of a package, or what its name says when the registry
 * does not serve it.
 */
function lookUp(name, spec) {
  try {
    const view = JSON.parse(
      execFileSync(
        "npm",
        [
          "view",
          `${name}@${spec}`,
          "version",
          "dist.integrity",
          "os",
          "cpu",
          "libc",
          "--json",
        ],
        {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "ignore"],
        },
      ),
    )
    return Array.isArray(view) ? view.at(-1) : view
  } catch {
    const platform = name.match(
      /-(android|darwin|freebsd|linux|openbsd|openharmony|win32|sunos|aix|netbsd)-/,
    )?.[1]
    const cpu = name.match(
      /-(arm64|x64|arm|ia32|loong64|ppc64|riscv64|s390x|wasm32)(?:-|$)/,
    )?.[1]
    return { version: spec.replace(/^[\^~]/, ""), os: platform, cpu }
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) =>
    a === "" ? -1 : b === "" ? 1 : a.localeCompare(b),
  ),
)
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`added ${added} optional platform packages to package-lock.json`)
