import path from "node:path"
import { precompress } from "./build/compress.ts"
import { writeCsp } from "./build/csp.ts"

/** Steps after `react-router build`: derived files, then the policy that hashes the final HTML, then compression. */
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build")
const clientDir = path.join(buildDir, "client")

const csp = await writeCsp(buildDir)
console.log(`csp: policies for ${csp.pages} pages`)
const compressed = await precompress(clientDir)
console.log(`compress: ${compressed.files} files`)
