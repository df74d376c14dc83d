import Foundation

@testable import TabBarKit

/// Images and asset catalogs the tests make themselves, in a fresh temporary folder.
enum TestImages {
    /// A solid `side`×`side` pixel PNG of one colour.
    static func solidPNG(pixels side: Int, red: CGFloat, green: CGFloat, blue: CGFloat) -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).pngData { context in
            context.cgContext.setFillColor(red: red, green: green, blue: blue, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    /// A template icon drawn in code, black on clear: a square outline and its diagonal
    /// (2 pt strokes), `side` points at `scale`; the negative fills the two triangles the
    /// outline leaves. Only its alpha counts in a tab bar.
    static func crossedSquare(side: CGFloat = 30, scale: CGFloat = 2, negative: Bool = false) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            let cg = context.cgContext
            cg.setStrokeColor(gray: 0, alpha: 1)
            cg.setFillColor(gray: 0, alpha: 1)
            cg.setLineWidth(2)
            if negative {
                cg.move(to: CGPoint(x: 3, y: 5))
                cg.addLine(to: CGPoint(x: 3, y: side - 3))
                cg.addLine(to: CGPoint(x: side - 5, y: side - 3))
                cg.closePath()
                cg.move(to: CGPoint(x: 5, y: 3))
                cg.addLine(to: CGPoint(x: side - 3, y: 3))
                cg.addLine(to: CGPoint(x: side - 3, y: side - 5))
                cg.closePath()
                cg.fillPath()
            } else {
                cg.stroke(CGRect(x: 1, y: 1, width: side - 2, height: side - 2))
                cg.move(to: CGPoint(x: 1, y: 1))
                cg.addLine(to: CGPoint(x: side - 1, y: side - 1))
                cg.strokePath()
            }
        }
    }

    static func temporaryFolder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tabbarkit-tests-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `Assets.xcassets/NAME.imageset` with the given files and Contents.json text.
    @discardableResult
    static func imageSet(in root: URL, name: String, files: [String: Data], contentsJSON: String) -> URL {
        let set = root.appendingPathComponent("Assets.xcassets/\(name).imageset")
        try! FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try! Data(#"{"info":{"version":1,"author":"xcode"}}"#.utf8)
            .write(to: root.appendingPathComponent("Assets.xcassets/Contents.json"))
        for (file, data) in files { try! data.write(to: set.appendingPathComponent(file)) }
        try! Data(contentsJSON.utf8).write(to: set.appendingPathComponent("Contents.json"))
        return set
    }

    /// Contents.json in Xcode's format listing a 1x, 2x and 3x file.
    static func contentsJSON(one: String?, two: String?, three: String?, intent: String? = nil) -> String {
        func entry(_ file: String?, _ scale: String) -> String {
            let name = file.map { #""filename" : "\#($0)", "# } ?? ""
            return #"{ \#(name)"idiom" : "universal", "scale" : "\#(scale)" }"#
        }
        let properties = intent.map { #", "properties" : { "template-rendering-intent" : "\#($0)" }"# } ?? ""
        return
            #"{ "images" : [ \#(entry(one, "1x")), \#(entry(two, "2x")), \#(entry(three, "3x")) ], "info" : { "author" : "xcode", "version" : 1 }\#(properties) }"#
    }
}
