import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import { pagePath } from "../../app/config/pages.ts"
import { business } from "../../app/config/business.ts"

/** RFC 9116 security.txt, valid for a year from the build. */
export function securityTxt(origin: string, now = new Date()): string {
  const expires = new Date(now)
  expires.setFullYear(expires.getFullYear() + 1)
  return [
    `Contact: mailto:${business.securityEmail.value}`,
    `Expires: ${expires.toISOString()}`,
    "Preferred-Languages: es, en",
    `Policy: ${origin}${pagePath("security", "es")}`,
    `Canonical: ${origin}/.well-known/security.txt`,
    "",
  ].join("\n")
}

export async function writeSecurityTxt(clientDir: string, origin: string) {
  await mkdir(path.join(clientDir, ".well-known"), { recursive: true })
  await writeFile(path.join(clientDir, ".well-known", "security.txt"), securityTxt(origin))
}
