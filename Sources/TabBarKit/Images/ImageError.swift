import Foundation

/// Why an image could not be loaded. `UIImage`'s failable initialisers log it and return nil.
/// Names, paths and reasons are quoted clipped: they may come from a hostile file.
enum ImageError: Error, Equatable, CustomStringConvertible {
    // Files
    case unreadable(path: String)
    case notAFile(path: String)
    case tooLarge(path: String?, bytes: Int, limit: Int)
    // The PNG's structure, walked before decoding
    case notPNG
    case truncatedHeader
    case firstChunkNotIHDR
    case headerLengthInvalid(UInt32)
    case dimensionsOutOfRange(width: UInt32, height: UInt32)
    case invalidChunkType(offset: Int)
    case chunkTooLarge(chunk: String, bytes: UInt32, limit: Int)
    case truncated(chunk: String?)
    case badCRC(chunk: String)
    case missingChunk(String)
    // Decoding, as libpng reports it
    case corruptPixelData(String)
    case decodeFailed(String)
    // Asset catalogs
    case catalogNotJSON(path: String, reason: String)
    case catalogEntryOutsideImageSet(path: String, filename: String)
    case catalogFileMissing(path: String, filename: String)
    case catalogHasNoImage(path: String)
    case catalogScaleInvalid(path: String, scale: String)
    // Names and scales
    case nameOutsideBundle(name: String)
    case outsideBundle(path: String, resolved: String)
    case invalidScale(CGFloat)

    var description: String {
        switch self {
        case .unreadable(let path): return "cannot read \(path.clippedForLog())"
        case .notAFile(let path): return "\(path.clippedForLog()) is not a regular file"
        case .tooLarge(let path, let bytes, let limit):
            return "\(path?.clippedForLog() ?? "the PNG data") is \(bytes) bytes, over the \(limit)-byte limit"
        case .notPNG: return "the data is not a PNG (bad signature)"
        case .truncatedHeader: return "the PNG header is truncated"
        case .firstChunkNotIHDR: return "the PNG does not start with its IHDR chunk"
        case .headerLengthInvalid(let length): return "the PNG's IHDR chunk holds \(length) bytes, not 13"
        case .dimensionsOutOfRange(let w, let h):
            return "the PNG claims \(w)×\(h) pixels, outside the limit of \(PNGDecoder.maxSide) per side and \(PNGDecoder.maxPixels) in all"
        case .invalidChunkType(let offset): return "the PNG chunk type at byte \(offset) is not four ASCII letters"
        case .chunkTooLarge(let chunk, let bytes, let limit):
            return "the PNG's \(chunk) chunk claims \(bytes) bytes, over the \(limit)-byte limit for that chunk"
        case .truncated(let chunk?): return "the PNG is truncated inside its \(chunk) chunk"
        case .truncated(nil): return "the PNG is truncated inside a chunk header"
        case .badCRC(let chunk): return "the CRC of the PNG's \(chunk) chunk does not match its data"
        case .missingChunk(let chunk): return "the PNG has no \(chunk) chunk"
        case .corruptPixelData(let reason): return "the pixel data is corrupt: \(reason.clippedForLog())"
        case .decodeFailed(let reason): return "the PNG could not be decoded: \(reason.clippedForLog())"
        case .catalogNotJSON(let path, let reason):
            return "\(path.clippedForLog()) is not valid asset-catalog JSON: \(reason.clippedForLog())"
        case .catalogEntryOutsideImageSet(let path, let filename):
            return "\(path.clippedForLog()) names \"\(filename.clippedForLog())\", which lies outside its image set"
        case .catalogFileMissing(let path, let filename):
            return "\(path.clippedForLog()) names \"\(filename.clippedForLog())\", which does not exist"
        case .catalogHasNoImage(let path): return "\(path.clippedForLog()) lists no image file"
        case .catalogScaleInvalid(let path, let scale):
            return "\(path.clippedForLog()) gives the scale \"\(scale.clippedForLog())\"; asset catalogs take 1x to 3x"
        case .nameOutsideBundle(let name):
            return "the name \"\(name.clippedForLog())\" reaches outside the bundle, and names are looked up inside it only"
        case .outsideBundle(let path, let resolved):
            return "\(path.clippedForLog()) leads to \(resolved.clippedForLog()), outside the bundle"
        case .invalidScale(let scale): return "the scale \(scale) is not a finite positive number; 1 is used"
        }
    }
}
