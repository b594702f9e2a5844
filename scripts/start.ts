import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import path from "node:path"

/** `npm start`: builds once when there is no build yet, then starts the server. */
const buildDir = process.env.BUILD_DIR ?? "build"
if (
  !existsSync(path.join(buildDir, "client", "index.html")) ||
  !existsSync(path.join(buildDir, "csp.json"))
) {
  console.log(`No build found in ${buildDir}/, building first…`)
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
await import("../server/main.ts")
