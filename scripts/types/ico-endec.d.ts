/** The part of ico-endec's API (it ships no types) that the build and its tests use. */
declare module "ico-endec" {
  const icoEndec: {
    /** An ICO file holding each image given (PNG or BMP data). */
    encode(images: readonly (Buffer | ArrayBuffer)[]): Buffer
    /** The images an ICO file holds, with their sizes. */
    decode(file: Buffer | ArrayBuffer): { width: number; height: number }[]
  }
  export default icoEndec
}
