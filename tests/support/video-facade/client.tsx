import { hydrateRoot } from "react-dom/client"
import { VideoFacadePage } from "./harness.tsx"

declare global {
  interface Window {
    hydrationProblems: string[]
  }
}

window.hydrationProblems = []
hydrateRoot(document.getElementById("app")!, <VideoFacadePage />, {
  onRecoverableError: (error) => window.hydrationProblems.push(String(error)),
})
