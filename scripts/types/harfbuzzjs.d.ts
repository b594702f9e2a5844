/**
 * The part of harfbuzzjs's API (it ships no types) that the web font's tests use.
 * The module's value is a promise, so it is loaded with `require`: an `import` of a
 * CommonJS module whose exports are a thenable fails.
 */
declare module "harfbuzzjs" {
  interface Blob {
    destroy(): void
  }
  interface Face {
    /** The code points the face's character map draws. */
    collectUnicodes(): Uint32Array
    destroy(): void
  }
  export interface HarfBuzz {
    createBlob(data: ArrayBuffer | Uint8Array): Blob
    createFace(blob: Blob, index: number): Face
  }
}
