// UIKit re-exports Foundation, so a file that imports UIKit alone uses `CGFloat`, `Date`,
// `URL`, `Bundle`, `NSCoder` and the rest without importing Foundation; with the import
// swapped for TabBarKit it compiles the same way.
@_exported import Foundation
