/** The Content-Security-Policy manifest the build writes (build/csp.json) and the server reads. */
export interface CspManifest {
  /** The policy of responses that are not pages: no inline script at all. */
  readonly policy: string
  /**
   * Each page's policy, by its HTML file relative to build/client, allowing
   * exactly its own inline scripts.
   */
  readonly pages: Readonly<Record<string, string>>
}
