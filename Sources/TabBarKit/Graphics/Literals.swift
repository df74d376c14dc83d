import Foundation

// The types `#colorLiteral` and `#imageLiteral` make where nothing else is asked for, as UIKit
// declares them; the initialisers are in the classes' bodies (Swift requires it there).
public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {}
extension UIImage: _ExpressibleByImageLiteral {}
