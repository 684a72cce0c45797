import SportsCore
import TerminalUI

/// A club logo or a headshot in a detail pane: the picture once converted;
/// until then, and for good when it cannot be had, the badge the lists use,
/// centred in the slot, so nothing else moves when the picture arrives.
enum LogoSlot {
    /// The slot a detail pane of `area`'s size gives a square picture (cells
    /// are twice as tall as wide), or nil: pictures off, or no room for one.
    static func size(in area: Rect, _ context: ScreenContext) -> Size? {
        guard context.display.showsPictures else { return nil }
        if area.height >= 28 && area.width >= 40 { return Size(width: 12, height: 6) }
        if area.height >= 16 && area.width >= 30 { return Size(width: 8, height: 4) }
        return nil
    }

    /// A game's two logos heading a detail pane, away `@` home. Returns the
    /// lines used: none without pictures or room (the pane keeps its old
    /// layout). A side with no request shows its badge only.
    static func pair(_ requests: (away: ImageRequest?, home: ImageRequest?), in area: Rect, x: Int, y: Int, width: Int,
                     _ context: ScreenContext, into canvas: inout Canvas, badgeWidth: Int,
                     badge: (inout Canvas, _ home: Bool, Int, Int) -> Void) -> Int {
        guard let slot = size(in: area, context), width >= slot.width * 2 + 5 else { return 0 }
        for (home, request) in [(false, requests.away), (true, requests.home)] {
            let rect = Rect(x: x + (home ? slot.width + 5 : 0), y: y, width: slot.width, height: slot.height)
            if let request, PictureSlot.draw(request, in: rect, context, into: &canvas) != nil { continue }
            badge(&canvas, home, rect.x + max(0, (slot.width - badgeWidth) / 2), rect.y + (slot.height - 1) / 2)
        }
        canvas.text("@", x: x + slot.width + 2, y: y + (slot.height - 1) / 2, width: 1, style: context.theme.muted)
        return slot.height + 1
    }

    /// Draws the picture in `slot`, or the placeholder (`badgeWidth` wide,
    /// drawn by `badge` at the point it is given) in its middle.
    static func draw(_ request: ImageRequest, in slot: Rect, _ context: ScreenContext, into canvas: inout Canvas,
                     badgeWidth: Int, badge: (inout Canvas, Int, Int) -> Void) {
        if PictureSlot.draw(request, in: slot, context, into: &canvas) != nil { return }
        badge(&canvas, slot.x + max(0, (slot.width - badgeWidth) / 2), slot.y + (slot.height - 1) / 2)
    }
}
