/// An object's address as UIKit's descriptions print it (`0x00005581c3a0b2d0`), from its
/// identity alone: nothing is dereferenced, so this needs no unmanaged reference.
func objectAddress(_ object: AnyObject) -> String {
    let digits = String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    return "0x" + String(repeating: "0", count: max(0, 16 - digits.count)) + digits
}
