import { spawn } from "node:child_process"
import { existsSync, openSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { parseEnv } from "node:util"

/**
 * `node tests/support/release-restart.ts PORT`: what `systemctl restart
 * trabem-web@PORT` does, for the release tests' RELEASE_RESTART. Stops the
 * instance on PORT started before (SIGTERM, then waits for it to exit),
 * then starts `node server/main.ts` from RELEASE_ROOT/current with the
 * unit's HOST, PORT and TRUST_PROXY over RELEASE_ENV_FILE's settings, and
 * returns once it runs. Its pid and output are kept in INSTANCE_STATE.
 */
const port = process.argv[2] ?? ""
const root = process.env.RELEASE_ROOT ?? ""
const state = process.env.INSTANCE_STATE ?? ""
const pidFile = path.join(state, `${port}.pid`)

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

if (existsSync(pidFile)) {
  const pid = Number(readFileSync(pidFile, "utf8"))
  if (alive(pid)) {
    process.kill(pid, "SIGTERM")
    while (alive(pid)) await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const settings = parseEnv(
  readFileSync(process.env.RELEASE_ENV_FILE ?? "", "utf8"),
)
const output = openSync(path.join(state, `${port}.log`), "a")
const child = spawn(process.execPath, ["server/main.ts"], {
  cwd: path.join(root, "current"),
  env: {
    PATH: process.env.PATH,
    ...settings,
    HOST: "127.0.0.1",
    PORT: port,
    TRUST_PROXY: "1",
  },
  detached: true,
  stdio: ["ignore", output, output],
})
writeFileSync(pidFile, String(child.pid))
child.unref()
