import { mkdir, rm } from "node:fs/promises"
import { E2E_DATA_DIR } from "./e2e-env.ts"

/** A fresh data folder for each browser-test run. */
export default async function globalSetup() {
  await rm(E2E_DATA_DIR, { recursive: true, force: true })
  await mkdir(E2E_DATA_DIR, { recursive: true })
}
