// HarfBuzz's functions, found in Debian's libharfbuzz.so.0 when text is first measured rather
// than bound by the dynamic loader at every launch: linked, HarfBuzz brought FreeType, GLib,
// Graphite, PCRE2, libpng, Brotli and zlib with it, and the loader bound their symbols before
// `anim -e 'print(1)'` ran a line (about 1 M instructions of its 7 M, callgrind).
import CHarfBuzz

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The HarfBuzz functions FontMetrics calls, as C function pointers.
struct HarfBuzz {
  let blobCreateFromFileOrFail: @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
  let blobDestroy: @convention(c) (OpaquePointer?) -> Void
  let faceCreate: @convention(c) (OpaquePointer?, UInt32) -> OpaquePointer?
  let faceDestroy: @convention(c) (OpaquePointer?) -> Void
  let faceGetUpem: @convention(c) (OpaquePointer?) -> UInt32
  let faceGetGlyphCount: @convention(c) (OpaquePointer?) -> UInt32
  let fontCreate: @convention(c) (OpaquePointer?) -> OpaquePointer?
  let fontDestroy: @convention(c) (OpaquePointer?) -> Void
  let fontSetScale: @convention(c) (OpaquePointer?, Int32, Int32) -> Void
  let otMetricsGetPosition:
    @convention(c) (OpaquePointer?, hb_ot_metrics_tag_t, UnsafeMutablePointer<hb_position_t>?) -> hb_bool_t
  let bufferCreate: @convention(c) () -> OpaquePointer?
  let bufferDestroy: @convention(c) (OpaquePointer?) -> Void
  let bufferAddUTF8: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UInt32, Int32) -> Void
  let bufferGuessSegmentProperties: @convention(c) (OpaquePointer?) -> Void
  let shape: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<hb_feature_t>?, UInt32) -> Void
  let bufferGetGlyphPositions:
    @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutablePointer<hb_glyph_position_t>?
  let bufferGetGlyphInfos:
    @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutablePointer<hb_glyph_info_t>?

  /// The library, opened once; nil when it is not installed (text is then measured without a
  /// font, as when the font file is missing).
  static let loaded: HarfBuzz? = HarfBuzz()

  private init?() {
    guard let library = dlopen("libharfbuzz.so.0", RTLD_NOW | RTLD_LOCAL) else { return nil }
    func symbol<F>(_ name: String, as type: F.Type) -> F? {
      guard let pointer = dlsym(library, name) else { return nil }
      return unsafeBitCast(pointer, to: type)
    }
    guard
      let blobCreateFromFileOrFail = symbol("hb_blob_create_from_file_or_fail", as: (@convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?).self),
      let blobDestroy = symbol("hb_blob_destroy", as: (@convention(c) (OpaquePointer?) -> Void).self),
      let faceCreate = symbol("hb_face_create", as: (@convention(c) (OpaquePointer?, UInt32) -> OpaquePointer?).self),
      let faceDestroy = symbol("hb_face_destroy", as: (@convention(c) (OpaquePointer?) -> Void).self),
      let faceGetUpem = symbol("hb_face_get_upem", as: (@convention(c) (OpaquePointer?) -> UInt32).self),
      let faceGetGlyphCount = symbol("hb_face_get_glyph_count", as: (@convention(c) (OpaquePointer?) -> UInt32).self),
      let fontCreate = symbol("hb_font_create", as: (@convention(c) (OpaquePointer?) -> OpaquePointer?).self),
      let fontDestroy = symbol("hb_font_destroy", as: (@convention(c) (OpaquePointer?) -> Void).self),
      let fontSetScale = symbol("hb_font_set_scale", as: (@convention(c) (OpaquePointer?, Int32, Int32) -> Void).self),
      let otMetricsGetPosition = symbol(
        "hb_ot_metrics_get_position",
        as: (@convention(c) (OpaquePointer?, hb_ot_metrics_tag_t, UnsafeMutablePointer<hb_position_t>?) -> hb_bool_t).self),
      let bufferCreate = symbol("hb_buffer_create", as: (@convention(c) () -> OpaquePointer?).self),
      let bufferDestroy = symbol("hb_buffer_destroy", as: (@convention(c) (OpaquePointer?) -> Void).self),
      let bufferAddUTF8 = symbol(
        "hb_buffer_add_utf8", as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UInt32, Int32) -> Void).self),
      let bufferGuessSegmentProperties = symbol(
        "hb_buffer_guess_segment_properties", as: (@convention(c) (OpaquePointer?) -> Void).self),
      let shape = symbol(
        "hb_shape", as: (@convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<hb_feature_t>?, UInt32) -> Void).self),
      let bufferGetGlyphPositions = symbol(
        "hb_buffer_get_glyph_positions",
        as: (@convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutablePointer<hb_glyph_position_t>?).self),
      let bufferGetGlyphInfos = symbol(
        "hb_buffer_get_glyph_infos",
        as: (@convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutablePointer<hb_glyph_info_t>?).self)
    else { return nil }
    self.bufferGetGlyphInfos = bufferGetGlyphInfos
    self.blobCreateFromFileOrFail = blobCreateFromFileOrFail
    self.blobDestroy = blobDestroy
    self.faceCreate = faceCreate
    self.faceDestroy = faceDestroy
    self.faceGetUpem = faceGetUpem
    self.faceGetGlyphCount = faceGetGlyphCount
    self.fontCreate = fontCreate
    self.fontDestroy = fontDestroy
    self.fontSetScale = fontSetScale
    self.otMetricsGetPosition = otMetricsGetPosition
    self.bufferCreate = bufferCreate
    self.bufferDestroy = bufferDestroy
    self.bufferAddUTF8 = bufferAddUTF8
    self.bufferGuessSegmentProperties = bufferGuessSegmentProperties
    self.shape = shape
    self.bufferGetGlyphPositions = bufferGetGlyphPositions
  }
}
