import Foundation

/// Draws a window's status bar over what the window drew: the time, then signal, Wi-Fi and
/// battery, placed as the layout has them (<doc:STATUS_BAR>).
@MainActor
enum StatusBarRenderer {
    /// `context` is in the window's own space.
    static func draw(_ bar: StatusBarContent, in context: CGContext) {
        let layout = bar.layout
        let color: UIColor = bar.isLight ? .white : .black
        var defaults = TextLayout.Defaults()
        defaults.font = layout.font
        defaults.color = color
        let time = TextLayout(StyledText(bar.time), defaults: defaults, width: nil)
        let timeCenterX: CGFloat
        switch layout {
        case .homeButton: timeCenterX = bar.width / 2
        // In the middle of the ear left of the island, a little right of it as on the device.
        case .dynamicIsland: timeCenterX = (bar.width / 2 - StatusBarLayout.islandHalfWidth) / 2 + 1.5
        }
        let size = time.size
        time.draw(in: context, at: CGPoint(x: (timeCenterX - size.width / 2).rounded(), y: layout.centerY - size.height / 2))

        let scale = layout.iconScale, spacing = StatusBarLayout.iconSpacing * scale
        let signal = StatusBarGlyphs.signalSize, wifi = StatusBarGlyphs.wifiSize, battery = StatusBarGlyphs.batterySize
        let signalX: CGFloat, batteryX: CGFloat
        switch layout {
        case .homeButton:
            signalX = StatusBarLayout.homeButtonMargin
            batteryX = bar.width - StatusBarLayout.homeButtonMargin - battery.width * scale
        case .dynamicIsland:
            // The three icons as one group in the middle of the ear right of the island.
            let group = (signal.width + wifi.width + battery.width) * scale + spacing * 2
            let earCenter = (bar.width / 2 + StatusBarLayout.islandHalfWidth + bar.width) / 2 - 1.5
            signalX = earCenter - group / 2
            batteryX = signalX + group - battery.width * scale
        }
        let wifiX = signalX + (signal.width * scale + spacing)
        context.saveGState()
        context.setFillColor(color.cgColor)
        context.setStrokeColor(color.cgColor)
        place(at: CGPoint(x: signalX, y: layout.centerY - signal.height * scale / 2), scale: scale, in: context) {
            StatusBarGlyphs.drawSignal(in: context)
        }
        place(at: CGPoint(x: wifiX, y: layout.centerY - wifi.height * scale / 2), scale: scale, in: context) {
            StatusBarGlyphs.drawWifi(in: context)
        }
        place(at: CGPoint(x: batteryX, y: layout.centerY - battery.height * scale / 2), scale: scale, in: context) {
            StatusBarGlyphs.drawBattery(in: context, color: color)
        }
        context.restoreGState()
    }

    /// Runs `draw` with the icon's box at `origin`, scaled.
    private static func place(at origin: CGPoint, scale: CGFloat, in context: CGContext, _ draw: () -> Void) {
        context.saveGState()
        context.translateBy(x: origin.x, y: origin.y)
        context.scaleBy(x: scale, y: scale)
        context.beginPath()
        draw()
        context.restoreGState()
    }
}
